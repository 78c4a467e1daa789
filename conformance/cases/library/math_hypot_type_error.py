# /// pyconform
# rules = ["lib.math.hypot"]
# features = ["math"]
# description = "Non-numeric coordinates raise TypeError."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = ""
# ///
import math
math.hypot(3, 'a')
