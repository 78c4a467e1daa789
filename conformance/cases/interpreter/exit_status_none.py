# /// pyconform
# rules = ["interp.exit_status"]
# features = ["interpreter"]
# description = "sys.exit() and sys.exit(None) exit with status 0, and finally clauses run on the way out."
# [expect]
# stdout = '''
# cleanup
# '''
# exit_code = 0
# ///
import sys
try:
    sys.exit()
finally:
    print('cleanup')
