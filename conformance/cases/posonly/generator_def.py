# /// pyconform
# rules = ["posonly.async"]
# features = ["posonly"]
# description = "A generator function's positional-only parameter is checked at the call, before iteration."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# [1]
# """
# ///
def g(a, /):
    yield a
print(list(g(1)))
g(a=1)
