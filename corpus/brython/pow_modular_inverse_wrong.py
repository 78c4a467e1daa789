# /// pyconform
# rules = ["lib.pow.modular_inverse"]
# features = ["pow"]
# description = "pow(-3, -2, 7) is the inverse of 9 modulo 7, which is 4; Brython prints 2."
# [expect]
# stdout = "4\n"
# [provenance]
# found_by = "pyconform run --impl brython (suite failure, reduced by hand)"
# implementation = "brython 3.8.10 (npm brython)"
# ///
print(pow(-3, -2, 7))
