# /// pyconform
# rules = ["lang.as-integer-ratio"]
# features = ["misc"]
# description = "Fraction, int and bool have as_integer_ratio(), returning lowest terms with a positive denominator."
#
# [expect]
# phase = "ok"
# stdout = '''
# (-3, 2) (0, 1)
# (1, 1) (-7, 1) int
# (5, 1) int
# '''
# ///
from fractions import Fraction
print(Fraction(6, -4).as_integer_ratio(), Fraction(0).as_integer_ratio())
print(True.as_integer_ratio(), (-7).as_integer_ratio(), type((3).as_integer_ratio()[0]).__name__)
class I(int):
    pass
r = I(5).as_integer_ratio()
print(r, type(r[0]).__name__)
