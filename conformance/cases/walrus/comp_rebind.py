# /// pyconform
# rules = ["walrus.comprehension-rebind"]
# features = ["walrus"]
# description = "A walrus cannot rebind the comprehension's iteration variable."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
print([i := 0 for i in range(3)])
