# /// pyconform
# rules = ["lib.plistlib.uid"]
# features = ["stdlib"]
# description = "plistlib.UID wraps a non-negative int, round-trips through binary plists, and is refused by the XML format."
#
# [expect]
# phase = "ok"
# stdout = '''
# {'u': UID(7)} True 7
# TypeError
# ValueError
# '''
# ///
import plistlib
data = plistlib.dumps({'u': plistlib.UID(7)}, fmt=plistlib.FMT_BINARY)
back = plistlib.loads(data)
print(back, back['u'] == plistlib.UID(7), back['u'].data)
try:
    plistlib.dumps({'u': plistlib.UID(7)}, fmt=plistlib.FMT_XML)
except TypeError as exc:
    print('TypeError')
try:
    plistlib.UID(-1)
except ValueError:
    print('ValueError')
