# /// pyconform
# rules = ["posonly.defaults"]
# features = ["posonly"]
# description = "A positional-only default cannot be skipped by naming a later parameter for the earlier one."
# [expect]
# phase = "ok"
# stdout = """
# (1, 2, 4)
# TypeError
# """
# ///
def f(a, b=2, /, c=3):
    return a, b, c
print(f(1, c=4))
try:
    f(1, b=5)
except TypeError:
    print('TypeError')
