# /// pyconform
# rules = ["walrus.comprehension-iterable"]
# features = ["walrus"]
# description = "Reference probe: in a class body, a walrus in a comprehension's iterable is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
class C:
    [x for x in (y := [1])]
