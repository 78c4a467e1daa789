# /// pyconform
# rules = ["misc.dictcomp-order", "walrus.comprehension-scope"]
# features = ["misc", "walrus"]
# description = "A value expression sees the name bound by a walrus in the key of the same item."
# [expect]
# phase = "ok"
# stdout = """
# {0: 0, 1: 10, 2: 20}
# """
# ///
print({(k := i): k * 10 for i in range(3)})
