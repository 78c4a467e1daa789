# /// pyconform
# rules = ["walrus.call-argument"]
# features = ["walrus"]
# description = "A parenthesized walrus element in a generator argument binds in the module."
# [expect]
# phase = "ok"
# stdout = """
# 3 2
# """
# ///
print(sum((y := x) for x in range(3)), y)
