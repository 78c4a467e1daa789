# /// pyconform
# rules = ["walrus.target-name"]
# features = ["walrus"]
# description = "(t := 1, 2) inside a call is the tuple ((t := 1), 2); t gets 1 only."
# [expect]
# phase = "ok"
# stdout = """
# (1, 2) 1
# (3, 4) (3, 4)
# """
# ///
print((t := 1, 2), t)
x = (t2 := (3, 4))
print(x, t2)
