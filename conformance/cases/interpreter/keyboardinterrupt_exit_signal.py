# /// pyconform
# rules = ["interp.sigint-exit"]
# features = ["interpreter"]
# description = "An uncaught KeyboardInterrupt ends the process by SIGINT, so the parent sees the signal (returncode -2), after the traceback."
#
# [expect]
# phase = "ok"
# stdout = '''
# -2 True KeyboardInterrupt
# '''
# ///
import subprocess, sys, signal
r = subprocess.run([sys.executable, '-c', 'raise KeyboardInterrupt'], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
print(r.returncode, -r.returncode == signal.SIGINT, r.stderr.strip().splitlines()[-1].decode())
