# /// pyconform
# rules = ["walrus.evaluation-order"]
# features = ["walrus"]
# description = "A walrus skipped by short-circuiting binds nothing, so reading the name is a run-time NameError; Cython rejects the module at compile time."
# [expect]
# phase = "run"
# exception = "NameError"
# stdout = "False\n"
# [provenance]
# found_by = "pyconform run --impl cython:python3 (suite failure, reduced by hand)"
# implementation = "cython 3.3.1, extension run on CPython 3.11.7"
# ///
print(False and (q := 1))
print(q)
