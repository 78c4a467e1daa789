# /// pyconform
# rules = ["walrus.comprehension-rebind"]
# features = ["walrus"]
# description = "An inner comprehension cannot rebind an outer comprehension's iteration variable."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
print([[(j := j) for i in range(5)] for j in range(5)])
