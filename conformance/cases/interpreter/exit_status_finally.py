# /// pyconform
# rules = ["interp.exit_status"]
# features = ["interpreter"]
# description = "SystemExit raised in a finally clause replaces the pending exception: the program exits with that status, not 1."
# [expect]
# stdout = '''
# finally
# '''
# exit_code = 4
# ///
import sys
try:
    raise ValueError('replaced')
finally:
    print('finally')
    sys.exit(4)
