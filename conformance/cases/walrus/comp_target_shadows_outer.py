# /// pyconform
# rules = ["walrus.comprehension-rebind"]
# features = ["walrus"]
# description = "A target that names a module variable (not an iteration variable) is legal and rebinds it."
# [expect]
# phase = "ok"
# stdout = """
# [11, 12, 13] 13
# """
# ///
i = 10
print([i := i + 1 for j in range(3)], i)
