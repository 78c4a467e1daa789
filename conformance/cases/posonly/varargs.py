# /// pyconform
# rules = ["posonly.varargs"]
# features = ["posonly"]
# description = "After the positional-only parameters, *args collects the remaining positionals."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# (1, (2, 3)) (4, (5,))
# """
# ///
def f(a, /, *args):
    return a, args
print(f(1, 2, 3), f(*[4, 5]))
f(a=1)
