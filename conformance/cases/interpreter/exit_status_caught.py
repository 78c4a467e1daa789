# /// pyconform
# rules = ["interp.exit_status"]
# features = ["interpreter"]
# description = "SystemExit is an exception: caught, it does not end the program, and its code is the argument given."
# [expect]
# stdout = '''
# 5 msg None
# still running
# '''
# exit_code = 0
# ///
import sys
codes = []
for arg in (5, 'msg', None):
    try:
        sys.exit(arg)
    except SystemExit as e:
        codes.append(e.code)
print(*codes)
print('still running')
