# /// pyconform
# rules = ["posonly.methods"]
# features = ["posonly"]
# description = "Instance methods, classmethods and staticmethods all honour /."
# [expect]
# phase = "ok"
# stdout = """
# (1, 2) ('C', 3) ('C', 4) (5, 2) (6, 7)
# TypeError
# TypeError
# TypeError
# """
# ///
class C:
    def m(self, a, /, b):
        return a, b
    @classmethod
    def k(cls, a, /):
        return cls.__name__, a
    @staticmethod
    def s(a, /, b=2):
        return a, b
print(C().m(1, b=2), C.k(3), C().k(4), C.s(5), C().s(6, b=7))
for call in (lambda: C().m(a=1, b=2), lambda: C.k(a=3), lambda: C.s(a=5)):
    try:
        call()
    except TypeError:
        print('TypeError')
