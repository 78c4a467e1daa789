# /// pyconform
# rules = ["dep.int-conversion"]
# features = ["deprecation"]
# description = "A builtin that takes an int accepts an object with only __int__ (or a Decimal) with a DeprecationWarning, uses __index__ silently, and rejects a Fraction."
#
# [expect]
# phase = "ok"
# stdout = '''
# ('A', ['DeprecationWarning']) ('C', ['DeprecationWarning']) ('B', [])
# TypeError
# '''
#
# [[drift]]
# since = "3.10"
# reason = "3.10 stops converting through __int__: chr() of an object without __index__ is a TypeError"
# phase = "run"
# exception = "TypeError"
# ///
import warnings
def caught(fn):
    with warnings.catch_warnings(record=True) as c:
        warnings.simplefilter("always")
        result = fn()
    return result, [w.category.__name__ for w in c]

from decimal import Decimal
from fractions import Fraction
class OnlyInt:
    def __int__(self):
        return 65
class Index:
    def __index__(self):
        return 66
print(caught(lambda: chr(OnlyInt())), caught(lambda: chr(Decimal(67))), caught(lambda: chr(Index())))
try:
    chr(Fraction(68))
except TypeError:
    print('TypeError')
