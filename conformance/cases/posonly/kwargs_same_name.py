# /// pyconform
# rules = ["posonly.kwargs"]
# features = ["posonly"]
# description = "Reference probe: a name that is positional-only may also arrive in **kwargs."
# [expect]
# phase = "ok"
# stdout = """
# (1, {'a': 2})
# """
# ///
def f(a, /, **kw):
    return a, kw
print(f(1, a=2))
