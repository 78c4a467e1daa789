# /// pyconform
# rules = ["posonly.partial"]
# features = ["posonly"]
# description = "partial(f, a=1) is created, but calling it passes a by keyword: TypeError."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# created ['a']
# """
# ///
from functools import partial
def f(a, b, /, c):
    return a, b, c
p = partial(f, a=1)
print('created', sorted(p.keywords))
p(2, 3)
