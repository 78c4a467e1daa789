# /// pyconform
# rules = ["walrus.comprehension-class-body"]
# features = ["walrus"]
# description = "A walrus in a nested comprehension inside a class body is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
class C:
    [[y := 1 for x in range(2)] for z in range(2)]
