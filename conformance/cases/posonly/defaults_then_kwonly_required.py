# /// pyconform
# rules = ["posonly.defaults", "posonly.keyword-only"]
# features = ["posonly"]
# description = "Required keyword-only parameters may follow parameters with defaults."
# [expect]
# phase = "ok"
# stdout = """
# (0, 1, 3, 2, 5)
# """
# ///
def f(a, /, b=1, *, c, d=2, e):
    return a, b, c, d, e
print(f(0, c=3, e=5))
