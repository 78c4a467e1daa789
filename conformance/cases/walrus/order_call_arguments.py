# /// pyconform
# rules = ["walrus.evaluation-order"]
# features = ["walrus"]
# description = "Call arguments are evaluated left to right; a later argument sees an earlier walrus."
# [expect]
# phase = "ok"
# stdout = """
# (2, 20, 3, 3)
# """
# ///
def f(*args):
    return args
print(f(x := 2, x * 10, (x := 3), x))
