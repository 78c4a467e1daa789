# /// pyconform
# rules = ["dep.bdist-wininst"]
# features = ["deprecation"]
# description = "Creating distutils' bdist_wininst command warns DeprecationWarning (also on Linux)."
#
# [expect]
# phase = "ok"
# stdout = '''
# ('bdist_wininst', ['DeprecationWarning'])
# '''
#
# [[drift]]
# since = "3.10"
# reason = "3.10 removes the bdist_wininst command"
# phase = "run"
# exception = "ModuleNotFoundError"
# ///
import warnings
def caught(fn):
    with warnings.catch_warnings(record=True) as c:
        warnings.simplefilter("always")
        result = fn()
    return result, [w.category.__name__ for w in c]

import distutils.dist
from distutils.command.bdist_wininst import bdist_wininst
print(caught(lambda: type(bdist_wininst(distutils.dist.Distribution())).__name__))
