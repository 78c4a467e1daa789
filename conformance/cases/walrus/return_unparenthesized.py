# /// pyconform
# rules = ["walrus.return-yield"]
# features = ["walrus"]
# description = "return y := 1 is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f():
    return y := 1
