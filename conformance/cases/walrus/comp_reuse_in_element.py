# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "A value computed once in the condition is reused in the element expression."
# [expect]
# phase = "ok"
# stdout = """
# [5, 12] 12
# """
# ///
def f(x):
    return x * x - 4
print([y for x in range(5) if (y := f(x)) > 0], y)
