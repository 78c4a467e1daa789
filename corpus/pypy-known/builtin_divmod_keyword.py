# /// pyconform
# rules = ["posonly.builtins"]
# features = ["posonly"]
# description = "divmod() rejects keyword arguments; PyPy accepts them."
# [expect]
# phase = "run"
# exception = "TypeError"
# [provenance]
# found_by = "pyconform run --impl pypy3 (suite failure, reduced by hand)"
# implementation = "pypy 3.9.16"
# ///
divmod(x=7, y=2)
