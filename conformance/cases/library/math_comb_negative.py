# /// pyconform
# rules = ["lib.math.comb_perm"]
# features = ["math"]
# description = "A negative n raises ValueError."
# [expect]
# phase = "run"
# exception = "ValueError"
# stdout = ""
# ///
import math
math.comb(-1, 2)
