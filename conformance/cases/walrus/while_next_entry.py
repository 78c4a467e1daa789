# /// pyconform
# rules = ["walrus.while-loop"]
# features = ["walrus"]
# description = "The seed's loop-and-a-half: while ent := obj.next_entry() processes entries until a falsy one."
# [expect]
# phase = "ok"
# stdout = """
# processing x
# processing y
# processing z
# last None
# """
# ///
class Source:
    def __init__(self, items):
        self.items = list(items)
    def next_entry(self):
        return self.items.pop(0) if self.items else None
obj = Source(['x', 'y', 'z'])
while ent := obj.next_entry():
    print('processing', ent)
print('last', ent)
