# /// pyconform
# rules = ["posonly.builtins"]
# features = ["posonly"]
# description = "sum(iterable, /, start=0): iterable is positional-only, start may be a keyword (new in 3.8)."
# [expect]
# phase = "ok"
# stdout = """
# 13 [1, 2]
# TypeError
# """
# ///
print(sum([1, 2], start=10), sum([[1], [2]], start=[]))
try:
    sum(iterable=[1])
except TypeError:
    print('TypeError')
