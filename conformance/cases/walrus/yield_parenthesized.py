# /// pyconform
# rules = ["walrus.return-yield"]
# features = ["walrus"]
# description = "yield (y := 1) is legal; the generator sees the bound name afterwards."
# [expect]
# phase = "ok"
# stdout = """
# y = 1
# [1]
# """
# ///
def f():
    yield (y := 1)
    print('y =', y)
print(list(f()))
