# /// pyconform
# rules = ["x38.int-max-str-digits"]
# features = ["interpreter", "3.8.x"]
# description = "PYTHONINTMAXSTRDIGITS=N sets the limit; a subprocess check shows an invalid value stops start-up."
# [run]
# env = {PYTHONINTMAXSTRDIGITS = "640"}
#
# [expect]
# phase = "ok"
# stdout = '''
# 640 640
# ValueError
# 1 True
# '''
# ///
import sys, subprocess, os
print(sys.get_int_max_str_digits(), sys.flags.int_max_str_digits)
try:
    int('1' * 641)
except ValueError:
    print('ValueError')
r = subprocess.run([sys.executable, '-c', 'pass'], env=dict(os.environ, PYTHONINTMAXSTRDIGITS='5'), stderr=subprocess.PIPE)
print(r.returncode, b'PYTHONINTMAXSTRDIGITS' in r.stderr)
