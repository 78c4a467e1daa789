# /// pyconform
# rules = ["walrus.subscript"]
# features = ["walrus"]
# description = "An unparenthesized walrus as a subscript is a SyntaxError before 3.10; PyPy 3.9 accepts it."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [[drift]]
# since = "3.10"
# reason = "3.10 relaxed the grammar to allow a[i := 1]"
# stdout = "2 1\n"
# [provenance]
# found_by = "pyconform run --impl pypy3 (suite failure, reduced by hand)"
# implementation = "pypy 3.9.16"
# ///
a = [1, 2, 3]
print(a[i := 1], i)
