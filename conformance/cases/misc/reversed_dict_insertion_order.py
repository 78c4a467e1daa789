# /// pyconform
# rules = ["misc.reversed-dict"]
# features = ["misc"]
# description = "reversed() follows insertion order, including keys deleted and re-inserted."
# [expect]
# phase = "ok"
# stdout = """
# ['y', 'z', 'x'] ['x', 'z', 'y']
# """
# ///
d = {}
d['x'] = 1
d['y'] = 2
d['z'] = 3
del d['x']
d['x'] = 4
print(list(d), list(reversed(d)))
