# /// pyconform
# rules = ["misc.return-yield-unpack"]
# features = ["misc"]
# description = "return *a without a comma is rejected: a starred item needs a tuple."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f():
    a = [1]
    return *a
