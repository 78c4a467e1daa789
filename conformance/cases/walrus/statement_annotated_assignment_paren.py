# /// pyconform
# rules = ["walrus.statement-level"]
# features = ["walrus"]
# description = "An annotated assignment whose value is a parenthesized walrus binds both names."
# [expect]
# phase = "ok"
# stdout = """
# 5 5
# """
# ///
x: int = (y := 5)
print(x, y)
