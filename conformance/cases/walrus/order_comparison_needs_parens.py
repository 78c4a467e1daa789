# /// pyconform
# rules = ["walrus.evaluation-order"]
# features = ["walrus"]
# description = "Without inner parentheses, n := f() > 3 binds the comparison result, not f()."
# [expect]
# phase = "ok"
# stdout = """
# n is True
# m is 5
# """
# ///
def f():
    return 5
if n := f() > 3:
    print('n is', n)
if (m := f()) > 3:
    print('m is', m)
