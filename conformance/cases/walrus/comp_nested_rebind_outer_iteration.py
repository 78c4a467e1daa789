# /// pyconform
# rules = ["walrus.comprehension-rebind", "walrus.comprehension-nested"]
# features = ["walrus"]
# description = "A walrus in an inner comprehension may not rebind an outer comprehension's iteration variable: SyntaxError."
#
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
rows = [[(i := j) for j in range(2)] for i in range(2)]
