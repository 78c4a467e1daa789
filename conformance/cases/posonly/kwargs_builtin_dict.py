# /// pyconform
# rules = ["posonly.kwargs", "posonly.builtins"]
# features = ["posonly"]
# description = "Builtins whose parameters are positional-only accept those names as ordinary keywords."
# [expect]
# phase = "ok"
# stdout = """
# {'iterable': 1, 'self': 2}
# 1-2
# """
# ///
print(dict(iterable=1, self=2))
print('{self}-{other}'.format(self=1, other=2))
