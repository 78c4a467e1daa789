# /// pyconform
# rules = ["walrus.display"]
# features = ["walrus"]
# description = "A list comprehension's element may be an unparenthesized walrus."
# [expect]
# phase = "ok"
# stdout = """
# [1, 2] 2
# """
# ///
print([y := x + 1 for x in range(2)], y)
