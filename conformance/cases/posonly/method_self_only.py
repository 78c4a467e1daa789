# /// pyconform
# rules = ["posonly.methods"]
# features = ["posonly"]
# description = "def m(self, /) still works as an ordinary method call."
# [expect]
# phase = "ok"
# stdout = """
# C C
# """
# ///
class C:
    def m(self, /):
        return type(self).__name__
print(C().m(), C.m(C()))
