# /// pyconform
# rules = ["lib.pow.modular_inverse"]
# features = ["pow"]
# description = "Three-argument pow requires ints."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = ""
# ///
pow(2.0, -1, 5)
