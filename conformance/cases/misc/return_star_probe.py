# /// pyconform
# rules = ["misc.return-yield-unpack"]
# features = ["misc"]
# description = "Reference probe: return *a, 3 returns a tuple."
# [expect]
# phase = "ok"
# stdout = """
# (1, 2, 3)
# """
# ///
def f():
    a = [1, 2]
    return *a, 3
print(f())
