# /// pyconform
# rules = ["walrus.fstring"]
# features = ["walrus"]
# description = "Reference probe: in f'{x:=5}' the colon starts a format spec '=5' (pad to width 5), not a walrus."
# [expect]
# phase = "ok"
# stdout = """
# '    5'
# """
# ///
x = 5
print(repr(f'{x:=5}'))
