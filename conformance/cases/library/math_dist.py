# /// pyconform
# rules = ["lib.math.dist"]
# features = ["math"]
# description = "math.dist is the Euclidean distance of two points of equal dimension."
# [expect]
# stdout = '''
# 5.0 5.0
# 3.0 7.0
# '''
# ///
import math
print(math.dist((0, 0), (3, 4)), math.dist((1, 1), (4, 5)))
print(math.dist([0], [-3]), math.dist((0, 0, 0), (2, 3, 6)))
