# /// pyconform
# rules = ["posonly.positional-only"]
# features = ["posonly"]
# description = "Passing a by keyword while b is positional cannot work either."
# [expect]
# phase = "ok"
# stdout = """
# TypeError
# """
# ///
def fun(a, b, /, c, d, *, e, f):
    return (a, b, c, d, e, f)
try:
    fun(2, 3, 4, a=1, e=5, f=6)
except TypeError:
    print('TypeError')
