# /// pyconform
# rules = ["walrus.target-name"]
# features = ["walrus"]
# description = "An attribute is not a valid walrus target."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
class A: pass
a = A()
(a.b := 1)
