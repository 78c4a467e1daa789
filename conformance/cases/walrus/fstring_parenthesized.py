# /// pyconform
# rules = ["walrus.fstring"]
# features = ["walrus"]
# description = "Reference probe: f'{(x:=10)}' evaluates a walrus and binds x."
# [expect]
# phase = "ok"
# stdout = """
# 10 10
# """
# ///
print(f'{(x:=10)}', x)
