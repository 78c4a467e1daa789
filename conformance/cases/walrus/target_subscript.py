# /// pyconform
# rules = ["walrus.target-name"]
# features = ["walrus"]
# description = "A subscript is not a valid walrus target."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
a = [0]
(a[0] := 1)
