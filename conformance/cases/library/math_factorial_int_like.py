# /// pyconform
# rules = ["lib.math.factorial-int-only"]
# features = ["math"]
# description = "math.factorial accepts ints and integral floats (the latter with a DeprecationWarning in 3.9+, silently in 3.8) and rejects a Decimal or Fraction."
#
# [expect]
# phase = "ok"
# stdout = '''
# 120 120 []
# TypeError
# ValueError
# '''
#
# [[drift]]
# since = "3.9"
# reason = "3.9 deprecates integral floats in math.factorial (DeprecationWarning)"
# phase = "ok"
# stdout = '''
# 120 120 ['DeprecationWarning']
# TypeError
# ValueError
# '''
#
# [[drift]]
# since = "3.10"
# reason = "3.10 rejects floats in math.factorial with TypeError"
# phase = "run"
# exception = "TypeError"
# ///
import math, warnings
from decimal import Decimal
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    print(math.factorial(5), math.factorial(5.0), [w.category.__name__ for w in caught])
for bad in (Decimal(5), 5.5):
    try:
        math.factorial(bad)
    except (TypeError, ValueError) as exc:
        print(type(exc).__name__)
