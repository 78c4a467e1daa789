# /// pyconform
# rules = ["walrus.value"]
# features = ["walrus"]
# description = "A walrus in a conditional expression's test binds the tested value."
# [expect]
# phase = "ok"
# stdout = """
# no 0 | got 7 | no None
# """
# ///
vals = {'a': 0, 'b': 7}
def pick(k):
    return 'got %d' % v if (v := vals.get(k)) else 'no %r' % (v,)
print(pick('a'), '|', pick('b'), '|', pick('c'))
