# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "A walrus inside a generator expression binds in the enclosing scope; Cython crashes in CreateClosureClasses."
# [expect]
# stdout = "True 2\n"
# [provenance]
# found_by = "pyconform run --impl cython:python3 (suite failure, reduced by hand)"
# implementation = "cython 3.3.1, extension run on CPython 3.11.7"
# ///
print(any((y := x) > 1 for x in [1, 2, 3]), y)
