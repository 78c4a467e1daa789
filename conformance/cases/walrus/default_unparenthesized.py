# /// pyconform
# rules = ["walrus.default-annotation"]
# features = ["walrus"]
# description = "A default value cannot be an unparenthesized walrus."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def foo(answer = p := 42):
    return answer
