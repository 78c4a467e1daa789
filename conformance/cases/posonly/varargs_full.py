# /// pyconform
# rules = ["posonly.varargs", "posonly.defaults"]
# features = ["posonly"]
# description = "A lambda with defaults, /, *args, a keyword-only and **kw binds every kind."
# [expect]
# phase = "ok"
# stdout = """
# (1, 5, (), 2, {})
# (1, 2, (3,), 4, {'a': 5, 'b': 6})
# """
# ///
f = lambda a, b=5, /, *args, c, **kw: (a, b, args, c, kw)
print(f(1, c=2))
print(f(1, 2, 3, c=4, a=5, b=6))
