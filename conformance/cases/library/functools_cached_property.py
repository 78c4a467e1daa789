# /// pyconform
# rules = ["lib.functools.cached_property"]
# features = ["functools"]
# description = "cached_property computes once per instance."
# [expect]
# stdout = '''
# calc
# 1 1
# '''
# ///
import functools
class C:
    @functools.cached_property
    def v(self):
        print('calc')
        return 1
c = C()
print(c.v, c.v)
