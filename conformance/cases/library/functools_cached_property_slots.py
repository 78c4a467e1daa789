# /// pyconform
# rules = ["lib.functools.cached_property"]
# features = ["functools"]
# description = "Without an instance __dict__ there is nowhere to cache: TypeError."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = '''
# start
# '''
# ///
import functools
class C:
    __slots__ = ('a',)
    @functools.cached_property
    def v(self):
        return 1
print('start')
C().v
