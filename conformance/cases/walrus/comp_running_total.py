# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "A running total: the target is read and rebound on each iteration in the module scope."
# [expect]
# phase = "ok"
# stdout = """
# [1, 3, 6, 10] 10
# """
# ///
total = 0
print([total := total + v for v in [1, 2, 3, 4]], total)
