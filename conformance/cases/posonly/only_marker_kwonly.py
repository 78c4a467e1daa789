# /// pyconform
# rules = ["posonly.positional-only", "posonly.keyword-only"]
# features = ["posonly"]
# description = "Reference probe: def f(a, /, *, b) takes a positionally and b by keyword."
# [expect]
# phase = "ok"
# stdout = """
# (1, 2)
# TypeError
# """
# ///
def f(a, /, *, b):
    return a, b
print(f(1, b=2))
try:
    f(1, 2)
except TypeError:
    print('TypeError')
