# /// pyconform
# rules = ["walrus.comprehension-class-body"]
# features = ["walrus"]
# description = "The restriction holds for a class defined inside a function."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f():
    class C:
        [y := 1 for x in range(2)]
