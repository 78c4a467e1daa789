# /// pyconform
# rules = ["walrus.target-name"]
# features = ["walrus"]
# description = "A tuple is not a valid walrus target: there is no unpacking."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
((a, b) := (1, 2))
