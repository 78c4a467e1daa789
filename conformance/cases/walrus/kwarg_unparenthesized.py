# /// pyconform
# rules = ["walrus.keyword-argument"]
# features = ["walrus"]
# description = "foo(x = y := f(x)) is rejected: a keyword argument's value cannot be an unparenthesized walrus."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f(x):
    return x
def foo(x=None):
    return x
x = 1
foo(x = y := f(x))
