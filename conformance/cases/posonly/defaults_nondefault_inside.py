# /// pyconform
# rules = ["posonly.defaults"]
# features = ["posonly"]
# description = "A positional-only parameter without default after one with a default is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f(a=1, b, /):
    pass
