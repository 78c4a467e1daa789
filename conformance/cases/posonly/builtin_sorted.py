# /// pyconform
# rules = ["posonly.builtins"]
# features = ["posonly"]
# description = "sorted(iterable, /, *, key, reverse): the iterable cannot be named, key/reverse must be."
# [expect]
# phase = "ok"
# stdout = """
# [3, 2, 1]
# sorted(iterable=[1]) TypeError
# sorted([1], None) TypeError
# """
# ///
print(sorted([3, 1, 2], reverse=True))
for c in ("sorted(iterable=[1])", "sorted([1], None)"):
    try:
        eval(c)
        print(c, 'accepted')
    except TypeError:
        print(c, 'TypeError')
