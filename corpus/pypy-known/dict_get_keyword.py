# /// pyconform
# rules = ["posonly.builtins"]
# features = ["posonly"]
# description = "dict.get takes its key positionally only; PyPy accepts key=."
# [expect]
# phase = "run"
# exception = "TypeError"
# [provenance]
# found_by = "pyconform run --impl pypy3 (suite failure, reduced by hand)"
# implementation = "pypy 3.9.16"
# ///
{}.get(key=1)
