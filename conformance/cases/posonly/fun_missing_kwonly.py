# /// pyconform
# rules = ["posonly.keyword-only"]
# features = ["posonly"]
# description = "Omitting f raises TypeError."
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
fun(1, 2, 3, 4, e=5)
