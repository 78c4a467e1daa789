# /// pyconform
# rules = ["posonly.positional-only"]
# features = ["posonly"]
# description = "Passing a by keyword while b is positional is refused because a is positional-only (not as a duplicate value for a, which is what it would be without '/')."
# [expect]
# phase = "ok"
# stdout = '''
# TypeError True False
# '''
# ///
def fun(a, b, /, c, d, *, e, f):
    return (a, b, c, d, e, f)
try:
    fun(2, 3, 4, a=1, e=5, f=6)
    print('accepted')
except TypeError as e:
    # Without '/', the same call fails too, as 'multiple values for argument a': the
    # message tells the two reasons apart (CPython and PyPy both name 'positional-only').
    print(type(e).__name__, 'positional-only' in str(e), 'multiple values' in str(e))
