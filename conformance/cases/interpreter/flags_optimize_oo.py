# /// pyconform
# rules = ["interp.flags.optimize"]
# features = ["interpreter"]
# description = "-OO sets optimize to 2 and strips docstrings."
# [run]
# flags = ["-OO"]
# [expect]
# stdout = '''
# 2 None
# '''
# ///
import sys
def f():
    "docstring"
print(sys.flags.optimize, f.__doc__)
