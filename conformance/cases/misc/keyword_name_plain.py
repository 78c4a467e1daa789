# /// pyconform
# rules = ["misc.keyword-name"]
# features = ["misc"]
# description = "f(a=1) and f(**{'a': 1}) pass the keyword a."
# [expect]
# phase = "ok"
# stdout = """
# 1 2
# """
# ///
def f(a=None):
    return a
print(f(a=1), f(**{'a': 2}))
