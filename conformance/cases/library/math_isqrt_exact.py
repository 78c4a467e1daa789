# /// pyconform
# rules = ["lib.math.isqrt"]
# features = ["math"]
# description = "math.isqrt is exact where a float square root is not: just below a big perfect square, and beyond 2**53."
# [expect]
# stdout = '''
# 99999999999999999999
# 3037000499 3037000500
# 1000000000000000000000000000000 True
# '''
# ///
import math
print(math.isqrt(10**40 - 1))
print(math.isqrt(2**63 - 1), math.isqrt(3037000500 ** 2))
n = 10**60 + 12345
r = math.isqrt(n)
print(r, r * r <= n < (r + 1) ** 2)
