# /// pyconform
# rules = ["misc.pow-modular-inverse"]
# features = ["misc", "pow"]
# description = "pow(2, -1, 4) raises ValueError: 2 has no inverse modulo 4."
# [expect]
# phase = "run"
# exception = "ValueError"
# stdout = """
# 3
# """
# ///
print(pow(3, -1, 4))
pow(2, -1, 4)
