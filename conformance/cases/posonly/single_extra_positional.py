# /// pyconform
# rules = ["posonly.arity"]
# features = ["posonly"]
# description = "Reference probe: def f(a, /) called with two positionals raises TypeError."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# 1
# """
# ///
def f(a, /):
    return a
print(f(1))
f(1, 2)
