# /// pyconform
# rules = ["misc.yield-in-comprehension"]
# features = ["misc"]
# description = "yield inside a list comprehension is a syntax error in 3.8."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def g():
    return [(yield x) for x in range(2)]
