# /// pyconform
# rules = ["posonly.definition"]
# features = ["posonly"]
# description = "Reference probe: / after *args is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f(*args, /):
    pass
