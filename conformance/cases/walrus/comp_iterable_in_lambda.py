# /// pyconform
# rules = ["walrus.comprehension-iterable"]
# features = ["walrus"]
# description = "The restriction covers a walrus inside a lambda within the iterable expression."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
print([x for x in (lambda: (y := [1]))()])
