# /// pyconform
# rules = ["walrus.value", "walrus.return-yield"]
# features = ["walrus"]
# description = "A walrus may bind the iterable delegated to by yield from."
# [expect]
# phase = "ok"
# stdout = """
# y is [1, 2]
# [1, 2]
# """
# ///
def g():
    yield from (y := [1, 2])
    print('y is', y)
print(list(g()))
