# /// pyconform
# rules = ["walrus.while-loop"]
# features = ["walrus"]
# description = "Reference probe: the loop stops at the first falsy value produced by next()."
# [expect]
# phase = "ok"
# stdout = """
# [1, 2]
# """
# ///
it = iter([1, 2, 0, 3])
out = []
while (v := next(it)):
    out.append(v)
print(out)
