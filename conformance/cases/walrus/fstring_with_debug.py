# /// pyconform
# rules = ["walrus.fstring"]
# features = ["walrus", "fstring-eq"]
# description = "Reference probe: f'{(y := 2)=}' shows the expression text and binds y."
# [expect]
# phase = "ok"
# stdout = """
# (y := 2)=2 2
# """
# ///
print(f'{(y := 2)=}', y)
