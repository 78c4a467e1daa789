# /// pyconform
# rules = ["interp.pep594.macpath_removed"]
# features = ["interpreter"]
# description = "macpath was removed in 3.8; PyPy 3.9 still imports it."
# [expect]
# phase = "run"
# exception = "ModuleNotFoundError"
# [provenance]
# found_by = "pyconform run --impl pypy3 (suite failure, reduced by hand)"
# implementation = "pypy 3.9.16"
# ///
import macpath
