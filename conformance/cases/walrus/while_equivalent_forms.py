# /// pyconform
# rules = ["walrus.while-loop"]
# features = ["walrus"]
# description = "The walrus loop visits exactly the entries the two-assignment loop from the seed visits."
# [expect]
# phase = "ok"
# stdout = """
# ['a', 'b'] ['a', 'b'] True
# """
# ///
class Source:
    def __init__(self, items):
        self.items = list(items)
    def next_entry(self):
        return self.items.pop(0) if self.items else ''
old = []
obj = Source(['a', 'b', '', 'c'])
ent = obj.next_entry()
while ent:
    old.append(ent)
    ent = obj.next_entry()
new = []
obj = Source(['a', 'b', '', 'c'])
while ent := obj.next_entry():
    new.append(ent)
print(old, new, old == new)
