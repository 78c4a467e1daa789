# /// pyconform
# rules = ["misc.return-yield-unpack"]
# features = ["misc"]
# description = "Reference probe: yield *a, 3 yields one tuple."
# [expect]
# phase = "ok"
# stdout = """
# [(1, 2, 3)]
# """
# ///
def g():
    a = [1, 2]
    yield *a, 3
print(list(g()))
