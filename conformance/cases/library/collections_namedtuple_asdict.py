# /// pyconform
# rules = ["lib.collections.asdict-dict"]
# features = ["stdlib"]
# description = "namedtuple's _asdict() returns a plain dict (not an OrderedDict), in field order."
#
# [expect]
# phase = "ok"
# stdout = '''
# dict {'x': 1, 'y': 2}
# '''
# ///
from collections import namedtuple
P = namedtuple('P', 'x y')
d = P(1, 2)._asdict()
print(type(d).__name__, d)
