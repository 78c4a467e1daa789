# /// pyconform
# rules = ["posonly.lambda", "posonly.definition"]
# features = ["posonly"]
# description = "A lambda with / twice is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
f = lambda a, /, /: 1
