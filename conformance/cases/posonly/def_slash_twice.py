# /// pyconform
# rules = ["posonly.definition"]
# features = ["posonly"]
# description = "Reference probe: / may appear only once."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f(a, /, b, /):
    pass
