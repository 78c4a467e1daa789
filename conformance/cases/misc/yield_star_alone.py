# /// pyconform
# rules = ["misc.return-yield-unpack"]
# features = ["misc"]
# description = "yield *a without a comma is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def g():
    a = [1]
    yield *a
