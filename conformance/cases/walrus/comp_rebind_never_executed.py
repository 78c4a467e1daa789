# /// pyconform
# rules = ["walrus.comprehension-rebind"]
# features = ["walrus"]
# description = "The rebinding check is static: it applies even when the walrus would never run."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
print('start')
print([i for i in [] if (i := 1)])
