# /// pyconform
# rules = ["walrus.comprehension-global-nonlocal"]
# features = ["walrus"]
# description = "A nonlocal counter read and updated from a comprehension."
# [expect]
# phase = "ok"
# stdout = """
# ([1, 2, 3], 3)
# """
# ///
def outer():
    x = 0
    def inner():
        nonlocal x
        return [x := x + 1 for i in range(3)]
    return inner(), x
print(outer())
