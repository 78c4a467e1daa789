# /// pyconform
# rules = ["walrus.evaluation-order"]
# features = ["walrus"]
# description = "Tuple elements are evaluated left to right, so later elements see earlier bindings."
# [expect]
# phase = "ok"
# stdout = """
# (1, 2, 3) 1 2 3
# """
# ///
t = ((a := 1), (b := a + 1), (c := a + b))
print(t, a, b, c)
