# /// pyconform
# rules = ["walrus.subscript"]
# features = ["walrus"]
# description = "Parenthesized walruses are legal in an index and in every slice position."
# [expect]
# phase = "ok"
# stdout = """
# 2 1 [1, 2] 0 2 [1, 3] 2
# """
# ///
a = [1, 2, 3]
print(a[(i := 1)], i, a[(j := 0):(k := 2)], j, k, a[::(s := 2)], s)
