# /// pyconform
# rules = ["posonly.lambda"]
# features = ["posonly"]
# description = "Reference probe: naming a lambda's positional-only parameter raises TypeError."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# (1, 2)
# """
# ///
f = lambda a, /, b: (a, b)
print(f(1, 2))
f(a=1, b=2)
