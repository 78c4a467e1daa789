# /// pyconform
# rules = ["misc.return-yield-unpack"]
# features = ["misc"]
# description = "return *a, with a trailing comma returns a tuple, even when a is empty."
# [expect]
# phase = "ok"
# stdout = """
# () ('x', 'y')
# """
# ///
def f(a):
    return *a,
print(f([]), f('xy'))
