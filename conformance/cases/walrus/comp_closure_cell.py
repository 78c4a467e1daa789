# /// pyconform
# rules = ["walrus.comprehension-closure"]
# features = ["walrus"]
# description = "Reference probe: the target in a function is visible to a closure defined in that function."
# [expect]
# phase = "ok"
# stdout = """
# 1
# """
# ///
def f():
    [y := x for x in range(2)]
    return (lambda: y)()
print(f())
