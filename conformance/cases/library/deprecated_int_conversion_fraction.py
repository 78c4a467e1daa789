# /// pyconform
# rules = ["dep.int-conversion"]
# features = ["deprecation"]
# description = "A Fraction has no __index__ and chr() does not convert it: TypeError."
#
# [expect]
# phase = "run"
# exception = "TypeError"
# ///
from fractions import Fraction
chr(Fraction(68))
