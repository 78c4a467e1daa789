# /// pyconform
# rules = ["posonly.definition"]
# features = ["posonly"]
# description = "/ may end the list, be followed by a trailing comma, *, *args or **kwargs."
# [expect]
# phase = "ok"
# stdout = """
# 1 2 (3, 4) (5, (6,)) (7, {'x': 8})
# """
# ///
def f1(a, /): return a
def f2(a, /,): return a
def f3(a, /, *, b): return a, b
def f4(a, /, *args): return a, args
def f5(a, /, **kw): return a, kw
print(f1(1), f2(2), f3(3, b=4), f4(5, 6), f5(7, x=8))
