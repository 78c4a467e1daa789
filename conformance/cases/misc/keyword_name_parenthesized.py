# /// pyconform
# rules = ["misc.keyword-name"]
# features = ["misc"]
# description = "f((a)=1) is rejected: a keyword argument name must be a bare identifier."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f(a=None):
    return a
print(f((a)=1))
