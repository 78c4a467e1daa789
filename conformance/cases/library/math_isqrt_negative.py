# /// pyconform
# rules = ["lib.math.isqrt"]
# features = ["math"]
# description = "isqrt of a negative number raises ValueError."
# [expect]
# phase = "run"
# exception = "ValueError"
# stdout = ""
# ///
import math
math.isqrt(-1)
