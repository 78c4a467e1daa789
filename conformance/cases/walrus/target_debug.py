# /// pyconform
# rules = ["walrus.target-name"]
# features = ["walrus"]
# description = "__debug__ cannot be a walrus target."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
(__debug__ := 1)
