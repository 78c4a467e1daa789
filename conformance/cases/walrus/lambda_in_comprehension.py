# /// pyconform
# rules = ["walrus.lambda", "walrus.comprehension-scope"]
# features = ["walrus"]
# description = "A walrus in a lambda called from a comprehension binds in the lambda, so nothing leaks."
# [expect]
# phase = "ok"
# stdout = """
# [0, 1, 2]
# no y
# """
# ///
print([(lambda: (y := x))() for x in range(3)])
try:
    y
except NameError:
    print('no y')
