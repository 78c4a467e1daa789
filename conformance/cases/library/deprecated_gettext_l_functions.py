# /// pyconform
# rules = ["dep.gettext-l-functions"]
# features = ["deprecation"]
# description = "gettext's lgettext family and bind_textdomain_codeset still work in 3.8 and warn DeprecationWarning."
#
# [expect]
# phase = "ok"
# stdout = '''
# (b'msg', ['DeprecationWarning'])
# (b'b', ['DeprecationWarning'])
# (None, ['DeprecationWarning'])
# '''
#
# [[drift]]
# since = "3.11"
# reason = "3.11 removes lgettext and the other l*gettext functions"
# phase = "run"
# exception = "AttributeError"
# ///
import warnings
def caught(fn):
    with warnings.catch_warnings(record=True) as c:
        warnings.simplefilter("always")
        result = fn()
    return result, [w.category.__name__ for w in c]

import gettext
print(caught(lambda: gettext.lgettext('msg')))
print(caught(lambda: gettext.lngettext('a', 'b', 2)))
print(caught(lambda: gettext.bind_textdomain_codeset('pyconform_none')))
