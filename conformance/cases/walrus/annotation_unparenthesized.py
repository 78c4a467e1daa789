# /// pyconform
# rules = ["walrus.default-annotation"]
# features = ["walrus"]
# description = "A parameter annotation cannot be an unparenthesized walrus."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def foo(answer: p := 42 = 5):
    return answer
