# /// pyconform
# rules = ["walrus.target-name"]
# features = ["walrus"]
# description = "A list is not a valid walrus target."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
([a] := [1])
