# /// pyconform
# rules = ["walrus.return-yield"]
# features = ["walrus"]
# description = "return (y := 1) is legal and returns 1."
# [expect]
# phase = "ok"
# stdout = """
# 1
# """
# ///
def f():
    return (y := 1)
print(f())
