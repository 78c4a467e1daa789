# /// pyconform
# rules = ["interp.flags.hash_randomization"]
# features = ["interpreter"]
# description = "PYTHONHASHSEED=0 turns hash randomization off (0); a non-zero seed keeps the flag at 1 and makes str hashes repeatable."
# [run]
# env = {PYTHONHASHSEED = "0"}
#
# [expect]
# phase = "ok"
# stdout = '''
# 0
# 1 True
# '''
# ///
import subprocess, sys, os
print(sys.flags.hash_randomization)
env = dict(os.environ, PYTHONHASHSEED='12345')
probe = 'import sys; print(sys.flags.hash_randomization, hash("pyconform"))'
runs = [subprocess.run([sys.executable, '-c', probe], env=env, stdout=subprocess.PIPE).stdout for _ in range(2)]
print(runs[0].split()[0].decode(), runs[0] == runs[1])
