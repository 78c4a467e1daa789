# /// pyconform
# rules = ["posonly.lambda", "posonly.definition"]
# features = ["posonly"]
# description = "lambda /: 1 is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
f = lambda /: 1
