# /// pyconform
# rules = ["misc.yield-in-comprehension"]
# features = ["misc"]
# description = "yield inside a generator expression is a syntax error in 3.8."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def g():
    return ((yield) for x in range(2))
