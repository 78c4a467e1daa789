# /// pyconform
# rules = ["posonly.seed-pow"]
# features = ["posonly"]
# description = "The seed's pure-Python pow(x, y, z=None, /) computes powers and modular powers positionally."
# [expect]
# phase = "ok"
# stdout = """
# 8 3 81 -8
# """
# ///
def pow(x, y, z=None, /):
    r = x**y
    if z is not None:
        r %= z
    return r
print(pow(2, 3), pow(2, 3, 5), pow(3, 4, None), pow(-2, 3))
