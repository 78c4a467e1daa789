# /// pyconform
# rules = ["posonly.lambda", "posonly.defaults"]
# features = ["posonly"]
# description = "A lambda with a positional-only parameter and a default works as a map function."
# [expect]
# phase = "ok"
# stdout = """
# [2, 3]
# """
# ///
print(list(map(lambda a, /, b=1: a + b, [1, 2])))
