# /// pyconform
# rules = ["walrus.comprehension-rebind"]
# features = ["walrus"]
# description = "Rebinding the iteration variable with := is a SyntaxError; python-minifier renames one of them and the program runs."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [provenance]
# found_by = "pyconform run --impl transform:python-minifier:python3 (suite failure, reduced by hand)"
# implementation = "python-minifier 3.4.0 (default options), output run on CPython 3.11.7"
# ///
print([i := 0 for i in range(3)])
