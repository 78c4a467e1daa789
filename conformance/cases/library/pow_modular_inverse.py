# /// pyconform
# rules = ["lib.pow.modular_inverse"]
# features = ["pow"]
# description = "A negative exponent with a modulus computes a modular inverse (3.8)."
# [expect]
# stdout = '''
# 5 23 2
# 2 -4 0
# 1
# '''
# ///
print(pow(3, -1, 7), pow(38, -1, 97), pow(2, -2, 7))
print(pow(-3, -1, 7), pow(5, -1, -7), pow(7, -1, 1))
print((38 * pow(38, -1, 97)) % 97)
