# /// pyconform
# rules = ["walrus.comprehension-rebind"]
# features = ["walrus"]
# description = "Rebinding the first for clause's variable after a second for clause is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
print([x for x in range(2) for y in range(2) if (x := 1)])
