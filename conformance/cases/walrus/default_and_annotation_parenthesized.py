# /// pyconform
# rules = ["walrus.default-annotation"]
# features = ["walrus"]
# description = "Parenthesized walruses in an annotation and a default both bind in the defining scope."
# [expect]
# phase = "ok"
# stdout = """
# 3 int 3 str int
# """
# ///
def f(x: (y := int) = (z := 3)) -> (r := str):
    return x
print(f(), y.__name__, z, r.__name__, f.__annotations__['x'].__name__)
