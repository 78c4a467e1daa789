# /// pyconform
# rules = ["posonly.definition"]
# features = ["posonly"]
# description = "A '/' before any parameter is a SyntaxError; Brython accepts it."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [provenance]
# found_by = "pyconform run --impl brython (suite failure, reduced by hand)"
# implementation = "brython 3.8.10 (npm brython)"
# ///
def f(/, a):
    pass
