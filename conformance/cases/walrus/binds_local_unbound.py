# /// pyconform
# rules = ["walrus.binds-local"]
# features = ["walrus"]
# description = "A walrus in a function makes its target local, so reading it earlier in the function fails."
# [expect]
# phase = "run"
# exception = "UnboundLocalError"
# stdout = """
# start
# """
# ///
x = 0
def f():
    print(x)
    (x := 1)
print('start')
f()
