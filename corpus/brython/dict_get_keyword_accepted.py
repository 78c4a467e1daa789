# /// pyconform
# rules = ["posonly.builtins"]
# features = ["posonly"]
# description = "dict.get takes positional arguments only; Brython accepts get(key=...)."
# [expect]
# phase = "run"
# exception = "TypeError"
# [provenance]
# found_by = "pyconform run --impl brython (suite failure, reduced by hand)"
# implementation = "brython 3.8.10 (npm brython)"
# ///
{}.get(key=1)
