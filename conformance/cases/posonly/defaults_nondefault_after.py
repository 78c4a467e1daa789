# /// pyconform
# rules = ["posonly.defaults"]
# features = ["posonly"]
# description = "Reference probe: a parameter without default after a positional-only default is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f(a=1, /, b):
    pass
