# /// pyconform
# rules = ["posonly.positional-only"]
# features = ["posonly"]
# description = "A positional-only name arriving through **mapping is rejected the same way."
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
fun(1, **{'b': 2, 'c': 3, 'd': 4, 'e': 5, 'f': 6})
