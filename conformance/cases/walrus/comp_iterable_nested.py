# /// pyconform
# rules = ["walrus.comprehension-iterable"]
# features = ["walrus"]
# description = "A walrus in the iterable of a second for clause is rejected too."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
print([x for y in range(2) for x in (z := [1])])
