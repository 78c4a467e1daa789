# /// pyconform
# rules = ["misc.pow-modular-inverse"]
# features = ["misc", "pow"]
# description = "pow(base, -n, mod) computes a modular inverse power (new in 3.8)."
# [expect]
# phase = "ok"
# stdout = """
# 23 1 4 7 0
# """
# ///
inv = pow(38, -1, 97)
print(inv, inv * 38 % 97, pow(-3, -2, 7), pow(7, -3, 10), pow(2, -1, 1))
