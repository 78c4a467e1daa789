# /// pyconform
# rules = ["lib.types.code-replace"]
# features = ["misc"]
# description = "CodeType.replace() takes no positional arguments: TypeError."
#
# [expect]
# phase = "run"
# exception = "TypeError"
# ///
def f():
    pass
f.__code__.replace('g')
