# /// pyconform
# rules = ["posonly.definition"]
# features = ["posonly"]
# description = "Reference probe: the same name before and after / is a duplicate parameter."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f(a, /, a):
    pass
