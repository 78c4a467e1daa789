# /// pyconform
# rules = ["posonly.positional-only", "posonly.positional-or-keyword"]
# features = ["posonly"]
# description = "Positional-only parameters can be filled from *iterable; keyword ones from **mapping."
# [expect]
# phase = "ok"
# stdout = """
# (1, 2, 3, 4, 5, 6)
# (1, 2, 3, 4, 5, 6)
# (1, 2, 3, 4, 5, 6)
# """
# ///
def fun(a, b, /, c, d, *, e, f):
    return (a, b, c, d, e, f)
print(fun(*[1, 2, 3, 4], **{'e': 5, 'f': 6}))
print(fun(*(1, 2), c=3, **{'d': 4, 'e': 5, 'f': 6}))
print(fun(1, *[2, 3], **dict(d=4, e=5, f=6)))
