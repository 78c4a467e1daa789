# /// pyconform
# rules = ["walrus.fstring"]
# features = ["walrus"]
# description = "f'{x:=^7}' is the format spec '=^7': fill with '=' and center."
# [expect]
# phase = "ok"
# stdout = """
# ===5===|
# """
# ///
x = 5
print(f'{x:=^7}|')
