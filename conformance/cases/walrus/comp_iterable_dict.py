# /// pyconform
# rules = ["walrus.comprehension-iterable"]
# features = ["walrus"]
# description = "A walrus in a dict comprehension's iterable is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
print({k: 1 for k in (ks := 'ab')})
