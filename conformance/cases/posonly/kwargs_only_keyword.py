# /// pyconform
# rules = ["posonly.kwargs"]
# features = ["posonly"]
# description = "With **kwargs, f(a=2) puts a into kwargs and leaves the positional a missing: TypeError."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# (1, {'b': 2})
# """
# ///
def f(a, /, **kw):
    return a, kw
print(f(1, b=2))
f(a=2)
