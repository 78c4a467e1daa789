# /// pyconform
# rules = ["posonly.builtins"]
# features = ["posonly"]
# description = "len() takes its argument positionally only; PyPy accepts len(obj=...)."
# [expect]
# phase = "run"
# exception = "TypeError"
# [provenance]
# found_by = "pyconform run --impl pypy3 (suite failure, reduced by hand)"
# implementation = "pypy 3.9.16"
# ///
len(obj=[1])
