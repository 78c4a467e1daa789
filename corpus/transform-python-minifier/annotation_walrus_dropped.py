# /// pyconform
# rules = ["walrus.default-annotation"]
# features = ["walrus"]
# description = "A walrus in an annotation runs at definition time; python-minifier's default remove_annotations drops it."
# [expect]
# stdout = "int\n"
# [provenance]
# found_by = "pyconform run --impl transform:python-minifier:python3 (suite failure, reduced by hand)"
# implementation = "python-minifier 3.4.0 (default options), output run on CPython 3.11.7"
# ///
def f(x: (y := int)):
    return x
print(y.__name__)
