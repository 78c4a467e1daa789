# /// pyconform
# rules = ["rm.collections-abc-aliases"]
# features = ["removal"]
# description = "The ABCs are still importable from collections in 3.8 (removal postponed to 3.10), with a DeprecationWarning."
#
# [expect]
# phase = "ok"
# stdout = '''
# (True, ['DeprecationWarning'])
# '''
#
# [[drift]]
# since = "3.10"
# reason = "3.10 removes the ABC aliases from collections"
# phase = "ok"
# stdout = '''
# AttributeError
# '''
# ///
import warnings
def caught(fn):
    with warnings.catch_warnings(record=True) as c:
        warnings.simplefilter("always")
        result = fn()
    return result, [w.category.__name__ for w in c]

import collections, collections.abc
def probe():
    try:
        return caught(lambda: collections.Mapping is collections.abc.Mapping)
    except AttributeError:
        return 'AttributeError'
print(probe())
