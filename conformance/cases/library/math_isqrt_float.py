# /// pyconform
# rules = ["lib.math.isqrt"]
# features = ["math"]
# description = "isqrt refuses floats."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = ""
# ///
import math
math.isqrt(2.0)
