# /// pyconform
# rules = ["posonly.kwargs", "posonly.methods"]
# features = ["posonly"]
# description = "A method declared (self, /, **kw) accepts self=... as an ordinary keyword."
# [expect]
# phase = "ok"
# stdout = """
# [('other', 2), ('self', 1)]
# """
# ///
class Record:
    def set(self, /, **fields):
        return sorted(fields.items())
print(Record().set(self=1, other=2))
