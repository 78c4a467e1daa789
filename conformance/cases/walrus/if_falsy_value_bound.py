# /// pyconform
# rules = ["walrus.if-elif"]
# features = ["walrus"]
# description = "The test fails when the bound value is falsy, but the name is still bound to it."
# [expect]
# phase = "ok"
# stdout = """
# zero 0
# """
# ///
if count := 0:
    print('unreachable')
else:
    print('zero', count)
