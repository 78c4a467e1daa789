# /// pyconform
# rules = ["walrus.statement-level"]
# features = ["walrus"]
# description = "y0 = y1 := value is rejected: the right side of = cannot be an unparenthesized walrus."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f(x):
    return x + 1
y0 = y1 := f(1)
