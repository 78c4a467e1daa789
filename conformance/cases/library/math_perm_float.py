# /// pyconform
# rules = ["lib.math.comb_perm"]
# features = ["math"]
# description = "Non-integer arguments raise TypeError."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = ""
# ///
import math
math.perm(5.0, 2)
