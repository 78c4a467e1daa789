# /// pyconform
# rules = ["posonly.methods"]
# features = ["posonly"]
# description = "Reference probe: an instance method's positional-only parameter rejects a keyword."
# notes = "The message names m() on 3.8 and C.m() on 3.11; it is not judged."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# 1
# """
# ///
class C:
    def m(self, a, /):
        return a
print(C().m(1))
C().m(a=1)
