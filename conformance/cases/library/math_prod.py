# /// pyconform
# rules = ["lib.math.prod"]
# features = ["math"]
# description = "math.prod multiplies an iterable, starting from 1 or the keyword start."
# [expect]
# stdout = '''
# 6 3628800 1
# 12.0 1/3
# 60 5
# '''
# ///
import math
from fractions import Fraction
print(math.prod([1, 2, 3]), math.prod(range(1, 11)), math.prod([]))
print(math.prod([1.5, 2, 4]), math.prod([Fraction(1, 2), Fraction(2, 3)]))
print(math.prod([2, 3], start=10), math.prod([], start=5))
