# /// pyconform
# rules = ["posonly.partial", "posonly.kwargs"]
# features = ["posonly"]
# description = "With **kw in the target, partial(f, a=1) sends a into kw instead of failing."
# [expect]
# phase = "ok"
# stdout = """
# (0, {'a': 1})
# """
# ///
from functools import partial
def f(a, /, **kw):
    return a, kw
p = partial(f, a=1)
print(p(0))
