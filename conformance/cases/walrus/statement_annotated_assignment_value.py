# /// pyconform
# rules = ["walrus.statement-level"]
# features = ["walrus"]
# description = "The value of an annotated assignment cannot be an unparenthesized walrus; parenthesized it can."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
x: int = y := 5
