# /// pyconform
# rules = ["posonly.arity"]
# features = ["posonly"]
# description = "Omitting b raises TypeError even when c, d, e, f are all given."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# calling
# """
# ///
def fun(a, b, /, c, d, *, e, f):
    return (a, b, c, d, e, f)
print('calling')
fun(1, e=5, f=6, c=3, d=4)
