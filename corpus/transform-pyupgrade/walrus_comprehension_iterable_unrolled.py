# /// pyconform
# rules = ["walrus.comprehension-iterable"]
# features = ["walrus"]
# description = "A walrus in a comprehension's iterable is a SyntaxError; pyupgrade --py38-plus rewrites the comprehension to [*(y := ...)], which runs."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [provenance]
# found_by = "pyconform run --impl transform:pyupgrade:python3 (suite failure, reduced by hand)"
# implementation = "pyupgrade 3.22.0 --py38-plus, output run on CPython 3.11.7"
# ///
print([x for x in (y := [1, 2])])
