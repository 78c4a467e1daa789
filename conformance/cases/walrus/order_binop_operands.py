# /// pyconform
# rules = ["walrus.evaluation-order"]
# features = ["walrus"]
# description = "Both operands of + are evaluated left to right."
# [expect]
# phase = "ok"
# stdout = """
# 21 10 11
# """
# ///
print((a := 10) + (b := a + 1), a, b)
