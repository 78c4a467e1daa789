# /// pyconform
# rules = ["dep.field-types-silent"]
# features = ["deprecation"]
# description = "typing.NamedTuple._field_types is documented as deprecated in 3.8 but reading it warns nothing in 3.8.18 (it is removed in 3.9)."
#
# [expect]
# phase = "ok"
# stdout = '''
# ({'x': <class 'int'>, 'y': <class 'str'>}, []) {'x': <class 'int'>, 'y': <class 'str'>}
# '''
#
# [[drift]]
# since = "3.9"
# reason = "3.9 removes NamedTuple._field_types"
# phase = "ok"
# stdout = '''
# AttributeError {'x': <class 'int'>, 'y': <class 'str'>}
# '''
# ///
import warnings
def caught(fn):
    with warnings.catch_warnings(record=True) as c:
        warnings.simplefilter("always")
        result = fn()
    return result, [w.category.__name__ for w in c]

import typing
class P(typing.NamedTuple):
    x: int
    y: str = ''
def probe():
    try:
        return caught(lambda: dict(P._field_types))
    except AttributeError:
        return 'AttributeError'
print(probe(), P.__annotations__)
