# /// pyconform
# rules = ["misc.reversed-dict"]
# features = ["misc"]
# description = "Reference probe: reversed() works on a dict and on its keys, values and items views."
# [expect]
# phase = "ok"
# stdout = """
# ['b', 'a'] ['b', 'a'] [2, 1] [('b', 2), ('a', 1)]
# """
# ///
d = {'a': 1, 'b': 2}
print(list(reversed(d)), list(reversed(d.keys())), list(reversed(d.values())), list(reversed(d.items())))
