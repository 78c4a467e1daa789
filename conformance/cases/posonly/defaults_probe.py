# /// pyconform
# rules = ["posonly.defaults"]
# features = ["posonly"]
# description = "Reference probe: defaults before and after / fill in from the right."
# [expect]
# phase = "ok"
# stdout = """
# (1, 2, 3) (1, 5, 3) (1, 2, 9)
# """
# ///
def f(a, b=2, /, c=3):
    return a, b, c
print(f(1), f(1, 5), f(1, c=9))
