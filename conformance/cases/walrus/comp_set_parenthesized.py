# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "A parenthesized walrus in a set comprehension binds in the module."
# [expect]
# phase = "ok"
# stdout = """
# [0, 1, 2] 0
# """
# ///
print(sorted({(y := x % 3) for x in range(7)}), y)
