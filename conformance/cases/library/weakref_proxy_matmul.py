# /// pyconform
# rules = ["lib.weakref.proxy-matmul"]
# features = ["stdlib"]
# description = "weakref proxies forward @ and @= to the referent."
#
# [expect]
# phase = "ok"
# stdout = '''
# ('matmul', 3, 2) ('rmatmul', 2, 3)
# 15 M
# '''
# ///
import weakref
class M:
    def __init__(self, v): self.v = v
    def __matmul__(self, o): return ('matmul', self.v, o)
    def __rmatmul__(self, o): return ('rmatmul', o, self.v)
    def __imatmul__(self, o):
        self.v = self.v * o
        return self
m = M(3)
p = weakref.proxy(m)
print(p @ 2, 2 @ p)
p @= 5
print(m.v, type(p).__name__)
