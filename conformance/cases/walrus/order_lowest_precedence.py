# /// pyconform
# rules = ["walrus.evaluation-order"]
# features = ["walrus"]
# description = "(y := 1 + 2) binds 3: the whole right-hand expression is evaluated first."
# [expect]
# phase = "ok"
# stdout = """
# 3 3
# b b
# else else
# """
# ///
print((y := 1 + 2), y)
a, b = 0, 'b'
print((x := a or b), x)
print((z := a if a else 'else'), z)
