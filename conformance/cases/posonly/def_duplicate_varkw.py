# /// pyconform
# rules = ["posonly.definition"]
# features = ["posonly"]
# description = "A positional-only name cannot be reused as the **kwargs name."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f(a, /, **a):
    pass
