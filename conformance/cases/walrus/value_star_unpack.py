# /// pyconform
# rules = ["walrus.value"]
# features = ["walrus"]
# description = "Reference probe: a parenthesized walrus can be unpacked with * in a list display."
# [expect]
# phase = "ok"
# stdout = """
# [1, 2] [1, 2]
# """
# ///
print([*(x := [1, 2])], x)
