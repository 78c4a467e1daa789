# /// pyconform
# rules = ["interp.xoptions.runtime"]
# features = ["interpreter"]
# description = "-X tracemalloc=0 is accepted and means no tracing (an invalid value stops start-up: xoptions_tracemalloc_bad_value)."
#
# [expect]
# phase = "ok"
# stdout = '''
# 0 False 
# '''
# ///
import subprocess, sys
r = subprocess.run([sys.executable, '-X', 'tracemalloc=0', '-c', 'import tracemalloc; print(tracemalloc.is_tracing())'], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
print(r.returncode, r.stdout.decode().strip(), r.stderr.decode())
