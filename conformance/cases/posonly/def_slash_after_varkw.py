# /// pyconform
# rules = ["posonly.definition"]
# features = ["posonly"]
# description = "/ after **kwargs is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f(**kw, /):
    pass
