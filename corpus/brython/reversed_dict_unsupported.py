# /// pyconform
# rules = ["misc.reversed-dict"]
# features = ["misc"]
# description = "reversed() accepts a dict in 3.8; Brython raises TypeError."
# [expect]
# stdout = "[2, 1]\n"
# [provenance]
# found_by = "pyconform run --impl brython (suite failure, reduced by hand)"
# implementation = "brython 3.8.10 (npm brython)"
# ///
print(list(reversed({1: 'a', 2: 'b'})))
