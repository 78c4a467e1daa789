# /// pyconform
# rules = ["dep.etree-getchildren"]
# features = ["deprecation"]
# description = "Element.getchildren() and getiterator() still work in 3.8 and warn DeprecationWarning (both are gone in 3.9)."
#
# [expect]
# phase = "ok"
# stdout = '''
# (['a', 'b'], ['DeprecationWarning']) (['r', 'a', 'b'], ['DeprecationWarning'])
# '''
#
# [[drift]]
# since = "3.9"
# reason = "3.9 removes Element.getchildren() and getiterator()"
# phase = "ok"
# stdout = '''
# AttributeError AttributeError
# '''
# ///
import warnings
def caught(fn):
    with warnings.catch_warnings(record=True) as c:
        warnings.simplefilter("always")
        result = fn()
    return result, [w.category.__name__ for w in c]

import xml.etree.ElementTree as ET
e = ET.fromstring('<r><a/><b/></r>')
def probe(name):
    try:
        return caught(lambda: [x.tag for x in getattr(e, name)()])
    except AttributeError:
        return 'AttributeError'
print(probe('getchildren'), probe('getiterator'))
