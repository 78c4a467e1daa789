# /// pyconform
# rules = ["walrus.comprehension-rebind"]
# features = ["walrus"]
# description = "Rebinding the outer iteration variable from the inner comprehension element is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
print([[(i := 0) for j in range(2)] for i in range(2)])
