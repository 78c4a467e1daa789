# /// pyconform
# rules = ["walrus.value"]
# features = ["walrus"]
# description = "The value of (name := expr) is the value just assigned, and it is the same object."
# [expect]
# phase = "ok"
# stdout = """
# True True
# 6 5
# """
# ///
obj = [1, 2]
print((x := obj) is obj, x is obj)
print((y := 5) + 1, y)
