# /// pyconform
# rules = ["walrus.comprehension-nested"]
# features = ["walrus"]
# description = "A walrus in a generator expression nested inside a list comprehension binds in the module."
# [expect]
# phase = "ok"
# stdout = """
# [0, 1, 3] 2
# """
# ///
print([sum((s := v) for v in range(n)) for n in range(1, 4)], s)
