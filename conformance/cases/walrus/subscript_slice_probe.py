# /// pyconform
# rules = ["walrus.subscript"]
# features = ["walrus"]
# description = "Reference probe: a[(i := 1):(j := 3)] slices and binds both names."
# [expect]
# phase = "ok"
# stdout = """
# [2, 3] 1 3
# """
# ///
a = [1, 2, 3, 4]
print(a[(i := 1):(j := 3)], i, j)
