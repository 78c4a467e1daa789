# /// pyconform
# rules = ["lib.math.dist"]
# features = ["math"]
# description = "Points of different dimension raise ValueError."
# [expect]
# phase = "run"
# exception = "ValueError"
# stdout = ""
# ///
import math
math.dist((1, 2), (1,))
