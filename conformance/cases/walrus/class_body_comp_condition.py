# /// pyconform
# rules = ["walrus.comprehension-class-body"]
# features = ["walrus"]
# description = "A walrus in the if clause of a class-body comprehension is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
class C:
    [x for x in range(2) if (y := x)]
