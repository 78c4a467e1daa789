# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "Reference probe: in a function, the target becomes a local of that function."
# [expect]
# phase = "ok"
# stdout = """
# 2
# """
# ///
def f():
    [y := x for x in range(3)]
    return y
print(f())
