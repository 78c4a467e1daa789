# /// pyconform
# rules = ["posonly.positional-only"]
# features = ["posonly"]
# description = "Reference probe: passing only b by keyword is already a TypeError."
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
fun(10, b=20, c=30, d=40, e=50, f=60)
