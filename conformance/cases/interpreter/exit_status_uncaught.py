# /// pyconform
# rules = ["interp.exit_status"]
# features = ["interpreter"]
# description = "An uncaught exception ends the program with exit status 1."
# [expect]
# phase = "run"
# exception = "ValueError"
# stdout = '''
# before
# '''
# exit_code = 1
# ///
print('before')
raise ValueError('not handled')
