# /// pyconform
# rules = ["interp.exit_status"]
# features = ["interpreter"]
# description = "sys.exit('msg') exits with status 1 (the message goes to stderr, not stdout)."
# [expect]
# stdout = '''
# before
# '''
# exit_code = 1
# ///
import sys
print('before')
sys.exit('stopping with a message')
