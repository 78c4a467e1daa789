# /// pyconform
# rules = ["walrus.display"]
# features = ["walrus"]
# description = "Reference probe: an unparenthesized walrus is a valid list display element."
# [expect]
# phase = "ok"
# stdout = """
# [1, 2] 1
# """
# ///
print([y := 1, 2], y)
