# /// pyconform
# rules = ["walrus.call-argument"]
# features = ["walrus"]
# description = "A walrus argument after a keyword argument is a positional argument after a keyword one: rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def spam(a=None, b=None):
    pass
spam(a=1, b := 2)
