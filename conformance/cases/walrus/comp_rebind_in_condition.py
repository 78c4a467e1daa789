# /// pyconform
# rules = ["walrus.comprehension-rebind"]
# features = ["walrus"]
# description = "Rebinding the iteration variable in an if clause is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
print([i for i in range(3) if (i := 1)])
