# /// pyconform
# rules = ["posonly.kwargs"]
# features = ["posonly"]
# description = "**kwargs keeps the order of the keyword arguments; MicroPython's dict does not."
# [expect]
# stdout = "['iterable', 'self']\n"
# [provenance]
# found_by = "pyconform run --impl micropython (suite failure, reduced by hand)"
# implementation = "micropython 1.27.0 (npm @micropython/micropython-webassembly-pyscript)"
# ///
def f(**kw):
    return list(kw)
print(f(iterable=1, self=2))
