# /// pyconform
# rules = ["walrus.statement-level"]
# features = ["walrus"]
# description = "The statement-level restriction also holds inside a function body."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f():
    y := 2
    return y
