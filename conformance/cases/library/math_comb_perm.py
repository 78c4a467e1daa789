# /// pyconform
# rules = ["lib.math.comb_perm"]
# features = ["math"]
# description = "comb and perm count selections exactly; k > n gives 0 and perm(n) is n!."
# [expect]
# stdout = '''
# 10 120 0 1
# 20 120 0
# 100891344545564193334812497256
# '''
# ///
import math
print(math.comb(5, 2), math.comb(10, 3), math.comb(3, 5), math.comb(5, 0))
print(math.perm(5, 2), math.perm(5), math.perm(3, 5))
print(math.comb(100, 50))
