# /// pyconform
# rules = ["walrus.no-augmented"]
# features = ["walrus"]
# description = "There is no augmented walrus operator such as :+=."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
x = 5
print((x :+= 1))
