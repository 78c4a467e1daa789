# /// pyconform
# rules = ["posonly.kwargs"]
# features = ["posonly"]
# description = "A keyword naming a positional-only parameter goes into **kw; mypyc's compiled function drops it."
# [expect]
# phase = "ok"
# stdout = """
# (1, {'a': 2})
# """
# [provenance]
# found_by = "pyconform run --impl mypyc:python3.8 (suite failure, reduced by hand)"
# implementation = "mypyc from mypy 1.14.1, extension run on CPython 3.8.18"
# ///
def f(a, /, **kw):
    return a, kw
print(f(1, a=2))
