# /// pyconform
# rules = ["walrus.decorator"]
# features = ["walrus"]
# description = "In 3.8 a decorator must be a dotted name with an optional call, so @(d := deco) is rejected; legal from 3.9."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [[drift]]
# since = "3.9"
# reason = "PEP 614 relaxed decorator grammar to any expression in 3.9."
# phase = "ok"
# stdout = """
# True
# """
# ///
def deco(f):
    return f
@(d := deco)
def g():
    pass
print(d is deco)
