# /// pyconform
# rules = ["posonly.definition"]
# features = ["posonly"]
# description = "Reference probe: / after the bare * is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f(*, a, /):
    pass
