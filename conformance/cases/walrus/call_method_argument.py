# /// pyconform
# rules = ["walrus.call-argument"]
# features = ["walrus"]
# description = "An unparenthesized walrus is also allowed as a method call argument."
# [expect]
# phase = "ok"
# stdout = """
# [7] 7
# """
# ///
items = []
items.append(n := len(items) + 7)
print(items, n)
