# /// pyconform
# rules = ["walrus.subscript"]
# features = ["walrus"]
# description = "A parenthesized walrus as a dict key in a subscript binds the key."
# [expect]
# phase = "ok"
# stdout = """
# {'x': 1, 'y': 2} y 1 x
# """
# ///
d = {'x': 1}
d[(k := 'y')] = 2
print(d, k, d[(q := 'x')], q)
