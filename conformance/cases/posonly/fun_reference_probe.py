# /// pyconform
# rules = ["posonly.positional-or-keyword"]
# features = ["posonly"]
# description = "Reference probe: fun(10, 20, 30, d=40, e=50, f=60) is legal."
# [expect]
# phase = "ok"
# stdout = """
# (10, 20, 30, 40, 50, 60)
# """
# ///
def fun(a, b, /, c, d, *, e, f):
    return (a, b, c, d, e, f)
print(fun(10, 20, 30, d=40, e=50, f=60))
