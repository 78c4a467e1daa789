# /// pyconform
# rules = ["walrus.call-argument"]
# features = ["walrus"]
# description = "f(a := 1, a=2) passes a positionally and again by keyword: TypeError at run time."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# start
# """
# ///
def f(a=None):
    return a
print('start')
f(a := 1, a=2)
