# /// pyconform
# rules = ["walrus.comprehension-iterable"]
# features = ["walrus"]
# description = "A walrus in a generator expression's iterable is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
print(sum(x for x in (xs := [1, 2])))
