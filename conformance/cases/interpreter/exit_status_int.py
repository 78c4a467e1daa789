# /// pyconform
# rules = ["interp.exit_status"]
# features = ["interpreter"]
# description = "sys.exit(3) ends the program at once with exit status 3; output printed before it stays."
# [expect]
# stdout = '''
# before
# '''
# exit_code = 3
# ///
import sys
print('before')
sys.exit(3)
print('after')
