# /// pyconform
# rules = ["walrus.default-annotation"]
# features = ["walrus"]
# description = "Reference probe: a parenthesized walrus default is evaluated once, at definition time, in the enclosing scope."
# [expect]
# phase = "ok"
# stdout = """
# 3 3
# """
# ///
def f(a=(b := 3)):
    return a
print(f(), b)
