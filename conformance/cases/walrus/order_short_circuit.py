# /// pyconform
# rules = ["walrus.evaluation-order"]
# features = ["walrus"]
# description = "A walrus on the unevaluated side of and/or never runs, so its name stays unbound."
# [expect]
# phase = "run"
# exception = "NameError"
# stdout = """
# False
# True
# """
# ///
print(False and (q := 1))
print(True or (r := 2))
print(q)
