# /// pyconform
# rules = ["walrus.no-augmented"]
# features = ["walrus"]
# description = "(x += 1) is a syntax error: augmented assignment is not an expression."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
x = 1
(x += 1)
