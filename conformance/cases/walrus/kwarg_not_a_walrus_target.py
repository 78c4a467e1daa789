# /// pyconform
# rules = ["walrus.keyword-argument"]
# features = ["walrus"]
# description = "In foo(x=(x := 3)) the keyword x is a parameter name, and the module-level x is rebound."
# [expect]
# phase = "ok"
# stdout = """
# 3 3
# """
# ///
def foo(x=None):
    return x
x = 1
print(foo(x=(x := 3)), x)
