# /// pyconform
# rules = ["walrus.fstring"]
# features = ["walrus"]
# description = "Since f'{x:=10}' is a format spec, x must already exist: NameError otherwise."
# [expect]
# phase = "run"
# exception = "NameError"
# stdout = """
# start
# """
# ///
print('start')
print(f'{x:=10}')
