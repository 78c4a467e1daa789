# /// pyconform
# rules = ["walrus.lambda"]
# features = ["walrus"]
# description = "A walrus inside a lambda body binds a local of the lambda, not a module name."
# [expect]
# phase = "ok"
# stdout = """
# 11 module
# """
# ///
x = 'module'
f = lambda v: (x := v * 2) + 1
print(f(5), x)
