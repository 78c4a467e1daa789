# /// pyconform
# rules = ["posonly.methods"]
# features = ["posonly"]
# description = "Reference probe: __new__(cls, a, /) is accepted and called positionally."
# [expect]
# phase = "ok"
# stdout = """
# 1
# TypeError
# """
# ///
class C:
    def __new__(cls, a, /):
        obj = super().__new__(cls)
        obj.a = a
        return obj
print(C(1).a)
try:
    C(a=1)
except TypeError:
    print('TypeError')
