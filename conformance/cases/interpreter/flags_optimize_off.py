# /// pyconform
# rules = ["interp.flags.optimize"]
# features = ["interpreter"]
# description = "Without -O asserts run, so a false assertion raises AssertionError."
# [run]
# env = {PYTHONOPTIMIZE = ""}
# [expect]
# phase = "run"
# exception = "AssertionError"
# stdout = '''
# 0 True docstring
# '''
# ///
import sys
def f():
    "docstring"
print(sys.flags.optimize, __debug__, f.__doc__)
assert False
