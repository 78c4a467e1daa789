# /// pyconform
# rules = ["lib.functools.cached_property"]
# features = ["functools"]
# description = "The value lives in the instance __dict__: deleting it recomputes, assigning overrides."
# [expect]
# stdout = '''
# cached_property doc of v False
# compute
# [1] True True
# compute
# [1]
# 5
# '''
# ///
import functools
class E:
    @functools.cached_property
    def v(self):
        "doc of v"
        print('compute')
        return [1]
e = E()
print(type(E.v).__name__, E.v.__doc__, 'v' in e.__dict__)
print(e.v, 'v' in e.__dict__, e.v is e.v)
del e.v
print(e.v)
e.v = 5
print(e.v)
