# /// pyconform
# rules = ["walrus.comprehension-global-nonlocal"]
# features = ["walrus"]
# description = "Reference probe: with global g in the function, the comprehension's target binds the global."
# [expect]
# phase = "ok"
# stdout = """
# 2
# """
# ///
def f():
    global g
    [g := x for x in range(3)]
f()
print(g)
