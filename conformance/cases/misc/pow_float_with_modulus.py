# /// pyconform
# rules = ["misc.pow-modular-inverse"]
# features = ["misc", "pow"]
# description = "A modulus is only allowed with int arguments: pow(2.0, -1, 5) raises TypeError."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# calling
# """
# ///
print('calling')
pow(2.0, -1, 5)
