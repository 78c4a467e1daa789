# /// pyconform
# rules = ["walrus.call-argument"]
# features = ["walrus"]
# description = "Several unparenthesized walruses may be positional arguments of one call."
# [expect]
# phase = "ok"
# stdout = """
# ((1, 2), {}) 1 2
# """
# ///
def f(*a, **k):
    return a, k
print(f(x := 1, y := 2), x, y)
