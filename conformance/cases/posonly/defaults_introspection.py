# /// pyconform
# rules = ["posonly.defaults", "posonly.code-object"]
# features = ["posonly"]
# description = "__defaults__ holds the defaults of positional-only and ordinary parameters together."
# [expect]
# phase = "ok"
# stdout = """
# (2, 3) {'d': 4}
# """
# ///
def f(a, b=2, /, c=3, *, d=4):
    pass
print(f.__defaults__, f.__kwdefaults__)
