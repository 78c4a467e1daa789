# /// pyconform
# rules = ["posonly.kwargs", "posonly.methods"]
# features = ["posonly"]
# description = "A dict-like __init__(self, other=(), /, **kw) accepts keys named other and self."
# [expect]
# phase = "ok"
# stdout = """
# [('other', 1), ('self', 2)] [('a', 0), ('other', 1)]
# """
# ///
class D(dict):
    def __init__(self, other=(), /, **kw):
        super().__init__(other, **kw)
print(sorted(D(other=1, self=2).items()), sorted(D({'a': 0}, other=1).items()))
