# /// pyconform
# rules = ["walrus.call-argument"]
# features = ["walrus"]
# description = "A valid program that mypy cannot type (an empty list literal) is rejected by mypyc at build time."
# [expect]
# phase = "ok"
# stdout = """
# [7] 7
# """
# [provenance]
# found_by = "pyconform run --impl mypyc:python3.8 (suite failure, reduced by hand)"
# implementation = "mypyc from mypy 1.14.1, extension run on CPython 3.8.18"
# ///
items = []
items.append(n := len(items) + 7)
print(items, n)
