# /// pyconform
# rules = ["walrus.comprehension-class-body"]
# features = ["walrus"]
# description = "Reference probe: a walrus in a comprehension directly in a class body is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
class C:
    [y := 1 for x in range(2)]
