# /// pyconform
# rules = ["walrus.binds-local"]
# features = ["walrus"]
# description = "A walrus in a function does not touch the module variable of the same name."
# [expect]
# phase = "ok"
# stdout = """
# local module
# """
# ///
x = 'module'
def f():
    if (x := 'local'):
        return x
print(f(), x)
