# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "A walrus in a comprehension binds the function's local; python-minifier renames target and iteration variable to one name, which 3.8 rejects."
# [expect]
# stdout = "2\n"
# [provenance]
# found_by = "pyconform run --impl transform:python-minifier:python3 (suite failure, reduced by hand)"
# implementation = "python-minifier 3.4.0 (default options), output run on CPython 3.11.7"
# ///
def f():
    [y := x for x in range(3)]
    return y
print(f())
