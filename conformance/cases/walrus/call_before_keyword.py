# /// pyconform
# rules = ["walrus.call-argument"]
# features = ["walrus"]
# description = "A walrus positional argument may precede keyword arguments."
# [expect]
# phase = "ok"
# stdout = """
# (1, 2) 1 2
# """
# ///
def f(a=None, b=None):
    return a, b
print(f(a := 1, b=(c := 2)), a, c)
