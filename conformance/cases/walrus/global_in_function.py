# /// pyconform
# rules = ["walrus.binds-local", "walrus.comprehension-global-nonlocal"]
# features = ["walrus"]
# description = "Outside a comprehension, a declared global is rebound by a walrus in the function."
# [expect]
# phase = "ok"
# stdout = """
# 5
# """
# ///
g = 1
def f():
    global g
    (g := 5)
f()
print(g)
