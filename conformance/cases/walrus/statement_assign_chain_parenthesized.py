# /// pyconform
# rules = ["walrus.statement-level"]
# features = ["walrus"]
# description = "y0 = (y1 := value) is legal and binds both names."
# [expect]
# phase = "ok"
# stdout = """
# 2 2
# """
# ///
def f(x):
    return x + 1
y0 = (y1 := f(1))
print(y0, y1)
