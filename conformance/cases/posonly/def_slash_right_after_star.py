# /// pyconform
# rules = ["posonly.definition"]
# features = ["posonly"]
# description = "/ directly after * is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f(a, *, /, b):
    pass
