# /// pyconform
# rules = ["walrus.target-name"]
# features = ["walrus"]
# description = "True cannot be a walrus target."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
(True := 1)
