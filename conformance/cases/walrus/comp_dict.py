# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "Reference probe: walruses in a dict comprehension's key and value bind in the module."
# [expect]
# phase = "ok"
# stdout = """
# {0: 0, 1: 2, 2: 4} 2 4
# """
# ///
print({(k := i): (v := i * 2) for i in range(3)}, k, v)
