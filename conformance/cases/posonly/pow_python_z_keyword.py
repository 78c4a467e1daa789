# /// pyconform
# rules = ["posonly.seed-pow"]
# features = ["posonly"]
# description = "The optional third parameter is positional-only too: pow(2, 3, z=5) raises TypeError."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# calling
# """
# ///
def pow(x, y, z=None, /):
    r = x**y
    if z is not None:
        r %= z
    return r
print('calling')
pow(2, 3, z=5)
