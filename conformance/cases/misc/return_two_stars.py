# /// pyconform
# rules = ["misc.return-yield-unpack"]
# features = ["misc"]
# description = "Several starred items may appear in an unparenthesized return tuple."
# [expect]
# phase = "ok"
# stdout = """
# (0, 1, 2, 3)
# """
# ///
def f(a, b):
    return 0, *a, *b
print(f([1], (2, 3)))
