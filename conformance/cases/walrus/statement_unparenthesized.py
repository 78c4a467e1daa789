# /// pyconform
# rules = ["walrus.statement-level"]
# features = ["walrus"]
# description = "An unparenthesized x := 1 is not a valid statement."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
x := 1
print(x)
