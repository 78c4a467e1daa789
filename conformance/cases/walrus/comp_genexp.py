# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "Reference probe: a generator expression's walrus binds in the module once consumed."
# [expect]
# phase = "ok"
# stdout = """
# [0, 1, 2] 2
# """
# ///
g = (y := x for x in range(3))
print(list(g), y)
