# /// pyconform
# rules = ["walrus.display"]
# features = ["walrus"]
# description = "A parenthesized walrus is a valid set display element on every version."
# [expect]
# phase = "ok"
# stdout = """
# {1, 2} 1
# """
# ///
print({(y := 1), 2}, y)
