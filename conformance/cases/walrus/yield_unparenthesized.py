# /// pyconform
# rules = ["walrus.return-yield"]
# features = ["walrus"]
# description = "yield y := 1 is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f():
    yield y := 1
