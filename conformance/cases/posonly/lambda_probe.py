# /// pyconform
# rules = ["posonly.lambda"]
# features = ["posonly"]
# description = "Reference probe: lambda a, /, b accepts b by keyword."
# [expect]
# phase = "ok"
# stdout = """
# (1, 2)
# """
# ///
f = lambda a, /, b: (a, b)
print(f(1, b=2))
