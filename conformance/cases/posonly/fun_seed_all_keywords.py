# /// pyconform
# rules = ["posonly.positional-only"]
# features = ["posonly"]
# description = "The seed's illegal call fun(a=1, b=2, c=3, d=4, e=5, f=6) raises TypeError."
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
fun(a=1, b=2, c=3, d=4, e=5, f=6)
