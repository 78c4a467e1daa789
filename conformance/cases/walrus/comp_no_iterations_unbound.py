# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "If the comprehension never evaluates the walrus, the target stays unbound."
# [expect]
# phase = "run"
# exception = "NameError"
# stdout = """
# []
# """
# ///
r = [y := x for x in []]
print(r)
print(y)
