# /// pyconform
# rules = ["posonly.builtin-pow", "misc.pow-modular-inverse"]
# features = ["posonly", "pow"]
# description = "Reference probe: pow(base=2, exp=3) is 8 and pow(2, -1, 5) is 3."
# [expect]
# phase = "ok"
# stdout = """
# 8 3
# """
# ///
print(pow(base=2, exp=3), pow(2, -1, 5))
