# /// pyconform
# rules = ["walrus.call-argument"]
# features = ["walrus"]
# description = "Reference probe: print(y := 3) is legal; y is bound and passed positionally."
# [expect]
# phase = "ok"
# stdout = """
# 3
# 3
# """
# ///
print(y := 3)
print(y)
