# /// pyconform
# rules = ["walrus.value", "walrus.statement-level"]
# features = ["walrus"]
# description = "A parenthesized assignment expression may stand alone as an expression statement."
# [expect]
# phase = "ok"
# stdout = """
# 10 20
# """
# ///
(x := 10)
(y := x * 2)
print(x, y)
