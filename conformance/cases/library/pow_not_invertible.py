# /// pyconform
# rules = ["lib.pow.modular_inverse"]
# features = ["pow"]
# description = "When base and modulus are not coprime there is no inverse: ValueError."
# [expect]
# phase = "run"
# exception = "ValueError"
# stdout = '''
# start
# '''
# ///
print('start')
pow(2, -1, 4)
