# /// pyconform
# rules = ["walrus.return-yield"]
# features = ["walrus"]
# description = "return (a := 1), a + 1 returns a tuple; the walrus part is parenthesized."
# [expect]
# phase = "ok"
# stdout = """
# (1, 2)
# """
# ///
def f():
    return (a := 1), a + 1
print(f())
