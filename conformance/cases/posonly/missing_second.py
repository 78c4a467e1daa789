# /// pyconform
# rules = ["posonly.arity"]
# features = ["posonly"]
# description = "Reference probe: def f(a, b, /) called with one argument raises TypeError."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# (1, 2)
# """
# ///
def f(a, b, /):
    return a, b
print(f(1, 2))
f(1)
