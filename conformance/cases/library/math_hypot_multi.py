# /// pyconform
# rules = ["lib.math.hypot"]
# features = ["math"]
# description = "Since 3.8 hypot takes any number of coordinates."
# [expect]
# stdout = '''
# 5.0 7.0 3.0
# 0.0 5.0
# '''
# ///
import math
print(math.hypot(3, 4), math.hypot(2, 3, 6), math.hypot(1, 2, 2))
print(math.hypot(), math.hypot(-5))
