# /// pyconform
# rules = ["lib.uuid.slots"]
# features = ["stdlib"]
# description = "uuid.UUID instances use __slots__: no __dict__, and setting an attribute raises TypeError (UUIDs are immutable)."
#
# [expect]
# phase = "ok"
# stdout = '''
# False ['__weakref__', 'int', 'is_safe']
# TypeError UUID objects are immutable
# '''
# ///
import uuid
u = uuid.UUID(int=1)
print(hasattr(u, '__dict__'), sorted(uuid.UUID.__slots__))
try:
    u.x = 1
except TypeError as exc:
    print('TypeError', exc)
