# /// pyconform
# rules = ["lib.pow.modular_inverse"]
# features = ["pow"]
# description = "A zero modulus raises ValueError."
# [expect]
# phase = "run"
# exception = "ValueError"
# stdout = ""
# ///
pow(3, -1, 0)
