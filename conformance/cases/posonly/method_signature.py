# /// pyconform
# rules = ["posonly.methods", "posonly.signature"]
# features = ["posonly"]
# description = "inspect.signature shows / for methods; binding drops self and classmethods hide cls."
# [expect]
# phase = "ok"
# stdout = """
# (self, a, /, b) (a, /, b) (a, /) (a, /, b=2)
# """
# ///
import inspect
class C:
    def m(self, a, /, b): pass
    @classmethod
    def k(cls, a, /): pass
    @staticmethod
    def s(a, /, b=2): pass
print(inspect.signature(C.m), inspect.signature(C().m), inspect.signature(C.k), inspect.signature(C.s))
