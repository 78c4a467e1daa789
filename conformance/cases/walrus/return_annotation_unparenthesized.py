# /// pyconform
# rules = ["walrus.default-annotation"]
# features = ["walrus"]
# description = "A return annotation cannot be an unparenthesized walrus."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def foo() -> p := int:
    return 1
