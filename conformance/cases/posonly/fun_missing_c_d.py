# /// pyconform
# rules = ["posonly.arity"]
# features = ["posonly"]
# description = "Omitting c and d raises TypeError."
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
fun(1, 2, e=5, f=6)
