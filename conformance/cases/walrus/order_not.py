# /// pyconform
# rules = ["walrus.evaluation-order"]
# features = ["walrus"]
# description = "not (x := 0) binds 0 and tests its negation."
# [expect]
# phase = "ok"
# stdout = """
# True 0
# """
# ///
print(not (x := 0), x)
