# /// pyconform
# rules = ["porting.xmlparser-doctype"]
# features = ["xml"]
# description = "A doctype() method defined on an XMLParser subclass is no longer called for the DOCTYPE; 3.8 warns RuntimeWarning that it is ignored."
#
# [expect]
# phase = "ok"
# stdout = '''
# ('r', ['RuntimeWarning']) []
# '''
# ///
import warnings
def caught(fn):
    with warnings.catch_warnings(record=True) as c:
        warnings.simplefilter("always")
        result = fn()
    return result, [w.category.__name__ for w in c]

import xml.etree.ElementTree as ET
calls = []
class P(ET.XMLParser):
    def doctype(self, name, pubid, system):
        calls.append(name)
def run():
    p = P()
    p.feed('<!DOCTYPE r SYSTEM "r.dtd"><r/>')
    return p.close().tag
print(caught(run), calls)
