# /// pyconform
# rules = ["lib.math.prod"]
# features = ["math"]
# description = "Items that cannot be multiplied raise TypeError."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = ""
# ///
import math
math.prod(['a', 'b'])
