# /// pyconform
# rules = ["posonly.keyword-only"]
# features = ["posonly"]
# description = "e and f are matched by name, so their order in the call does not matter."
# [expect]
# phase = "ok"
# stdout = """
# (1, 2, 3, 4, 'E', 'F')
# """
# ///
def fun(a, b, /, c, d, *, e, f):
    return (a, b, c, d, e, f)
print(fun(1, 2, 3, 4, f='F', e='E'))
