# /// pyconform
# rules = ["posonly.seed-pow"]
# features = ["posonly"]
# description = "Reference probe: the pure-Python pow rejects pow(x=2, y=3)."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# 8 3
# """
# ///
def pow(x, y, z=None, /):
    r = x**y
    if z is not None:
        r %= z
    return r
print(pow(2, 3), pow(2, 3, 5))
pow(x=2, y=3)
