# /// pyconform
# rules = ["walrus.decorator"]
# features = ["walrus"]
# description = "A walrus inside a decorator call's arguments is legal."
# [expect]
# phase = "ok"
# stdout = """
# 2 2
# """
# ///
def deco(n):
    def d(fn):
        fn.n = n
        return fn
    return d
@deco(k := 2)
def g():
    pass
print(g.n, k)
