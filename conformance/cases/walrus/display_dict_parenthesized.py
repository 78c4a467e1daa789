# /// pyconform
# rules = ["walrus.display"]
# features = ["walrus"]
# description = "Parenthesized walruses may be dict display keys and values."
# [expect]
# phase = "ok"
# stdout = """
# {'a': 1} a 1
# """
# ///
print({(k := 'a'): (v := 1)}, k, v)
