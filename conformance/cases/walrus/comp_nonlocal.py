# /// pyconform
# rules = ["walrus.comprehension-global-nonlocal"]
# features = ["walrus"]
# description = "Reference probe: with nonlocal z, the comprehension's target rebinds the outer function's variable."
# [expect]
# phase = "ok"
# stdout = """
# 3
# """
# ///
def f():
    z = 0
    def h():
        nonlocal z
        [z := x for x in range(4)]
    h()
    return z
print(f())
