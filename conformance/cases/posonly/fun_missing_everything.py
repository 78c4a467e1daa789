# /// pyconform
# rules = ["posonly.arity"]
# features = ["posonly"]
# description = "Calling fun() with no arguments raises TypeError."
# [expect]
# phase = "ok"
# stdout = """
# TypeError
# """
# ///
def fun(a, b, /, c, d, *, e, f):
    return (a, b, c, d, e, f)
try:
    fun()
except TypeError:
    print('TypeError')
