# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "Reference probe: a walrus target in a module-level list comprehension binds a module global."
# [expect]
# phase = "ok"
# stdout = """
# [2, 4, 6] 6
# """
# ///
r = [y := x * 2 for x in [1, 2, 3]]
print(r, y)
