# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "Reference probe: a walrus in the if clause keeps its last evaluated value."
# [expect]
# phase = "ok"
# stdout = """
# [1, 3] 0
# """
# ///
print([x for x in range(5) if (r := x % 2)], r)
