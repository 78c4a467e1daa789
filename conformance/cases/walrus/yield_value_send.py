# /// pyconform
# rules = ["walrus.return-yield"]
# features = ["walrus"]
# description = "x = yield (y := 1): the walrus binds the yielded value, x gets the sent value."
# [expect]
# phase = "ok"
# stdout = """
# 1
# (5, 1)
# """
# ///
def f():
    x = yield (y := 1)
    return x, y
g = f()
print(next(g))
try:
    g.send(5)
except StopIteration as e:
    print(e.value)
