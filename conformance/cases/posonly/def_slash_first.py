# /// pyconform
# rules = ["posonly.definition"]
# features = ["posonly"]
# description = "Reference probe: / with no parameter before it is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f(/, a):
    pass
