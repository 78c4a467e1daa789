# /// pyconform
# rules = ["posonly.definition"]
# features = ["posonly"]
# description = "A parameter list made of just / is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f(/):
    pass
