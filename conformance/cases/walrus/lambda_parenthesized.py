# /// pyconform
# rules = ["walrus.lambda"]
# features = ["walrus"]
# description = "Reference probe: lambda: (x := 1) returns 1."
# [expect]
# phase = "ok"
# stdout = """
# 1
# """
# ///
f = lambda: (x := 1)
print(f())
