# /// pyconform
# rules = ["posonly.arity", "posonly.keyword-only"]
# features = ["posonly"]
# description = "Passing e positionally means five positional arguments for four slots: TypeError."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# calling
# """
# ///
def fun(a, b, /, c, d, *, e, f):
    return (a, b, c, d, e, f)
print('calling')
fun(10, 20, 30, 40, 50, f=60)
