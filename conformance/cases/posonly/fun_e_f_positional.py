# /// pyconform
# rules = ["posonly.keyword-only"]
# features = ["posonly"]
# description = "Passing e and f positionally raises TypeError."
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
fun(1, 2, 3, 4, 5, 6)
