# /// pyconform
# rules = ["posonly.seed-pow", "posonly.signature"]
# features = ["posonly"]
# description = "The pure-Python pow's signature is (x, y, z=None, /)."
# [expect]
# phase = "ok"
# stdout = """
# (x, y, z=None, /) 3
# """
# ///
def pow(x, y, z=None, /):
    r = x**y
    if z is not None:
        r %= z
    return r
import inspect
print(inspect.signature(pow), pow.__code__.co_posonlyargcount)
