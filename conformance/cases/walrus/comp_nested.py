# /// pyconform
# rules = ["walrus.comprehension-nested"]
# features = ["walrus"]
# description = "Reference probe: from a nested comprehension the target binds in the module."
# [expect]
# phase = "ok"
# stdout = """
# [[0, 1], [1, 2]] 2
# """
# ///
print([[(t := x + y) for y in range(2)] for x in range(2)], t)
