# /// pyconform
# rules = ["walrus.subscript"]
# features = ["walrus"]
# description = "A slice bound cannot be an unparenthesized walrus on any version."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
a = [1, 2, 3]
print(a[i := 1:3])
