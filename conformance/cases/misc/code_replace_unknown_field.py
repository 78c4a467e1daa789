# /// pyconform
# rules = ["lib.types.code-replace"]
# features = ["misc"]
# description = "CodeType.replace() rejects a keyword that is not a code field with TypeError."
#
# [expect]
# phase = "run"
# exception = "TypeError"
# ///
def f():
    pass
f.__code__.replace(co_bogus=1)
