# /// pyconform
# rules = ["dep.getitem-streams"]
# features = ["deprecation"]
# description = "Indexing xml.dom.pulldom.DOMEventStream, wsgiref.util.FileWrapper and fileinput.FileInput still works but warns DeprecationWarning."
#
# [expect]
# phase = "ok"
# stdout = '''
# ('a\n', ['DeprecationWarning'])
# (b'x', ['DeprecationWarning'])
# ('START_DOCUMENT', ['DeprecationWarning'])
# '''
#
# [[drift]]
# since = "3.11"
# reason = "3.11 removes __getitem__ of these classes (TypeError: not subscriptable)"
# phase = "run"
# exception = "TypeError"
# ///
import warnings
def caught(fn):
    with warnings.catch_warnings(record=True) as c:
        warnings.simplefilter("always")
        result = fn()
    return result, [w.category.__name__ for w in c]

import io, fileinput, wsgiref.util, xml.dom.pulldom
with open('f.txt', 'w') as f:
    f.write('a\nb\n')
fi = fileinput.FileInput(['f.txt'])
print(caught(lambda: fi[0]))
fi.close()
print(caught(lambda: wsgiref.util.FileWrapper(io.BytesIO(b'xy'), 1)[0]))
print(caught(lambda: xml.dom.pulldom.parseString('<a/>')[0][0]))
