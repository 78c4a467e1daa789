# /// pyconform
# rules = ["walrus.lambda"]
# features = ["walrus"]
# description = "lambda: x := 1 is rejected."
# notes = "3.8 says 'invalid syntax', 3.11 a specific message; the message is not judged."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
f = lambda: x := 1
