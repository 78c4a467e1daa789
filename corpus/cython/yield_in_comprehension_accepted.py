# /// pyconform
# rules = ["misc.yield-in-comprehension"]
# features = ["misc"]
# description = "yield inside a list comprehension is a SyntaxError in 3.8; Cython compiles it."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [provenance]
# found_by = "pyconform run --impl cython:python3 (suite failure, reduced by hand)"
# implementation = "cython 3.3.1, extension run on CPython 3.11.7"
# ///
def f():
    return [(yield x) for x in range(3)]
