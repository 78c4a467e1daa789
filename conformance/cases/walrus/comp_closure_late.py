# /// pyconform
# rules = ["walrus.comprehension-closure"]
# features = ["walrus"]
# description = "A closure created before the comprehension sees the value the comprehension binds later."
# [expect]
# phase = "ok"
# stdout = """
# 5
# """
# ///
def f():
    fs = [lambda: y for _ in range(1)]
    [y := 5 for _ in range(1)]
    return fs[0]()
print(f())
