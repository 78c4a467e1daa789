# /// pyconform
# rules = ["walrus.evaluation-order"]
# features = ["walrus"]
# description = "In f((f := g)) the callee is the old f, evaluated before the argument rebinds it; arguments see earlier rebindings."
#
# [expect]
# phase = "ok"
# stdout = '''
# old(new) new
# old(1) 1
# old(1)new(2) new
# C.m(0) D
# '''
# ///
def old(v):
    return 'old({})'.format(v.__name__ if callable(v) else v)
def new(v):
    return 'new({})'.format(v)
f = old
print(f((f := new)), f.__name__)
f = old
print(f(f := 1), f)
g = old
print(g(1) + (g := new)(2), g.__name__)
class C:
    def m(self, v):
        return 'C.m({})'.format(v)
class D:
    def m(self, v):
        return 'D.m({})'.format(v)
o = C()
print(o.m((o := D()) and 0), type(o).__name__)
