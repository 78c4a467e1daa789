# /// pyconform
# rules = ["posonly.definition"]
# features = ["posonly"]
# description = "A positional-only name cannot be reused for a keyword-only parameter."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f(a, /, *, a):
    pass
