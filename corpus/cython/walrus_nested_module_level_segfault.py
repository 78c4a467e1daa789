# /// pyconform
# rules = ["walrus.value"]
# features = ["walrus"]
# description = "A parenthesized walrus used as a call argument at module level binds and passes its value; Cython 3.0.12's extension segfaults here (the same inside a function runs)."
# [expect]
# stdout = """
# 1 1
# """
# [provenance]
# found_by = "pyconform run --impl cython:3.0.12:python3 (19 walrus cases crash with signal 11, reduced by hand)"
# implementation = "cython 3.0.12, extension run on CPython 3.11.7"
# ///
print((y := 1), y)
