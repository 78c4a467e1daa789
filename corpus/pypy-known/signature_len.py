# /// pyconform
# rules = ["posonly.signature"]
# features = ["posonly"]
# description = "inspect.signature(len) shows the positional-only marker; PyPy shows (obj)."
# [expect]
# stdout = "(obj, /)\n"
# [provenance]
# found_by = "pyconform run --impl pypy3 (suite failure, reduced by hand)"
# implementation = "pypy 3.9.16"
# ///
import inspect
print(inspect.signature(len))
