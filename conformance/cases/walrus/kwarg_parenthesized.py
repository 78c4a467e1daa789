# /// pyconform
# rules = ["walrus.keyword-argument"]
# features = ["walrus"]
# description = "foo(x=(y := f(x))) is legal: the keyword gets the value and y is bound too."
# [expect]
# phase = "ok"
# stdout = """
# foo got 40 40
# """
# ///
def f(x):
    return x * 10
def foo(x=None):
    return 'foo got %r' % (x,)
x = 4
print(foo(x=(y := f(x))), y)
