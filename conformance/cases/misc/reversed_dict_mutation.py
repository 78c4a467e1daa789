# /// pyconform
# rules = ["misc.reversed-dict"]
# features = ["misc"]
# description = "Changing the dict's size while a reverse iterator is in use raises RuntimeError."
# [expect]
# phase = "run"
# exception = "RuntimeError"
# stdout = """
# (2, 'b')
# """
# ///
d = {1: 'a', 2: 'b'}
r = reversed(d.items())
print(next(r))
d[3] = 'c'
print(list(r))
