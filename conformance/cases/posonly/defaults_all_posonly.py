# /// pyconform
# rules = ["posonly.defaults"]
# features = ["posonly"]
# description = "Every positional-only parameter may have a default."
# [expect]
# phase = "ok"
# stdout = """
# (1, 2) (10, 2) (10, 20)
# """
# ///
def f(a=1, b=2, /):
    return a, b
print(f(), f(10), f(10, 20))
