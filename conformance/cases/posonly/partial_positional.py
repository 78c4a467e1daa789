# /// pyconform
# rules = ["posonly.partial"]
# features = ["posonly"]
# description = "functools.partial can fill positional-only parameters positionally; signature shows the rest."
# [expect]
# phase = "ok"
# stdout = """
# (1, 2, 3) (1, 2, 3) (b, /, c)
# (1, 2, 9) (c)
# """
# ///
from functools import partial
import inspect
def f(a, b, /, c):
    return a, b, c
p = partial(f, 1)
print(p(2, 3), p(2, c=3), inspect.signature(p))
p2 = partial(f, 1, 2)
print(p2(c=9), inspect.signature(p2))
