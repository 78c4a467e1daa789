# /// pyconform
# rules = ["lib.math.isqrt"]
# features = ["math"]
# description = "isqrt gives the floor of the exact square root of any non-negative int."
# [expect]
# stdout = '''
# 0 3 4 4
# 100000000000000000000 4294967296 1
# '''
# ///
import math
print(math.isqrt(0), math.isqrt(15), math.isqrt(16), math.isqrt(17))
print(math.isqrt(10**40), math.isqrt(2**64 + 1), math.isqrt(True))
