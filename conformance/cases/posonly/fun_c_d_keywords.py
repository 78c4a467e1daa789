# /// pyconform
# rules = ["posonly.positional-or-keyword"]
# features = ["posonly"]
# description = "c and d may both be passed by keyword, in any order."
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
print(fun(1, 2, c=3, d=4, e=5, f=6))
print(fun(1, 2, d=4, c=3, f=6, e=5))
print(fun(1, 2, e=5, d=4, f=6, c=3))
