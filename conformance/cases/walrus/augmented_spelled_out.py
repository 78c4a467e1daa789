# /// pyconform
# rules = ["walrus.no-augmented"]
# features = ["walrus"]
# description = "An increment inside an expression is written (x := x + 1)."
# [expect]
# phase = "ok"
# stdout = """
# 2 3 3
# """
# ///
x = 1
print((x := x + 1), (x := x + 1), x)
