# /// pyconform
# rules = ["posonly.positional-or-keyword"]
# features = ["posonly"]
# description = "fun(1, 2, 3, 4, c=3, e=5, f=6) gives c twice: TypeError."
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
fun(1, 2, 3, 4, c=3, e=5, f=6)
