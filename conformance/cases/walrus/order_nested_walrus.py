# /// pyconform
# rules = ["walrus.evaluation-order"]
# features = ["walrus"]
# description = "Nested walruses bind inner first: (a := (b := 2) * 3)."
# [expect]
# phase = "ok"
# stdout = """
# 6 6 2
# """
# ///
print((a := (b := 2) * 3), a, b)
