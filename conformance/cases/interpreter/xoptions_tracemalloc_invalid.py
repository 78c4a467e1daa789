# /// pyconform
# rules = ["interp.xoptions.runtime"]
# features = ["interpreter"]
# description = "An invalid -X tracemalloc value stops the interpreter at start-up with exit status 1 and a message naming the option."
#
# [expect]
# phase = "ok"
# stdout = '''
# tracemalloc=x 1  True
# tracemalloc=-1 1  True
# tracemalloc=0 0 False False
# '''
# ///
import subprocess, sys
for value in ('tracemalloc=x', 'tracemalloc=-1', 'tracemalloc=0'):
    r = subprocess.run([sys.executable, '-X', value, '-c', 'import tracemalloc; print(tracemalloc.is_tracing())'], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    print(value, r.returncode, r.stdout.decode().strip(), b'tracemalloc' in r.stderr)
