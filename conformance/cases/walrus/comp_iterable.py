# /// pyconform
# rules = ["walrus.comprehension-iterable"]
# features = ["walrus"]
# description = "A walrus in a comprehension's iterable expression is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
print([x for x in (y := [1, 2])])
