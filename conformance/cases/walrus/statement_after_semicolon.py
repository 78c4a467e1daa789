# /// pyconform
# rules = ["walrus.statement-level"]
# features = ["walrus"]
# description = "An unparenthesized walrus after a semicolon is still a statement and is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
a = 1; b := 2
