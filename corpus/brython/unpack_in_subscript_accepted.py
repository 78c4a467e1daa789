# /// pyconform
# rules = ["misc.unpack-in-subscript"]
# features = ["misc"]
# description = "Star unpacking in a subscript is a SyntaxError in 3.8; Brython accepts it."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [[drift]]
# since = "3.11"
# reason = "PEP 646 made star expressions legal in subscripts"
# stdout = ""
# [provenance]
# found_by = "pyconform run --impl brython (suite failure, reduced by hand)"
# implementation = "brython 3.8.10 (npm brython)"
# ///
d = {}
d[*(1, 2)] = 3
