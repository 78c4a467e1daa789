# /// pyconform
# rules = ["posonly.keyword-only"]
# features = ["posonly"]
# description = "Repeating the same keyword in one call is rejected at compile time."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def fun(a, b, /, c, d, *, e, f):
    return (a, b, c, d, e, f)
fun(1, 2, 3, 4, e=5, e=6)
