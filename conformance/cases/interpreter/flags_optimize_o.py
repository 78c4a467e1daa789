# /// pyconform
# rules = ["interp.flags.optimize"]
# features = ["interpreter"]
# description = "-O sets optimize to 1, makes __debug__ False and removes assert statements."
# [run]
# flags = ["-O"]
# [expect]
# stdout = '''
# 1 False
# assert skipped
# '''
# ///
import sys
print(sys.flags.optimize, __debug__)
assert False, 'skipped under -O'
print('assert skipped')
