# /// pyconform
# rules = ["walrus.display"]
# features = ["walrus"]
# description = "A dict display key cannot be an unparenthesized walrus."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
print({y := 1: 2})
