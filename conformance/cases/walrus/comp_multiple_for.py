# /// pyconform
# rules = ["walrus.comprehension-nested"]
# features = ["walrus"]
# description = "A walrus in a comprehension with two for clauses binds in the module."
# [expect]
# phase = "ok"
# stdout = """
# [1, 0, 1] 2
# """
# ///
print([j for i in range(2) for j in range(2) if (k := i + j)], k)
