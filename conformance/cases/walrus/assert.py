# /// pyconform
# rules = ["walrus.assert"]
# features = ["walrus"]
# description = "Reference probe: assert (z := 1) binds z."
# [expect]
# phase = "ok"
# stdout = """
# 1
# """
# ///
assert (z := 1)
print(z)
