# /// pyconform
# rules = ["posonly.definition"]
# features = ["posonly"]
# description = "Positional-only parameters are valid 3.8 syntax; MicroPython rejects '/'."
# [expect]
# stdout = "1\n"
# [provenance]
# found_by = "pyconform run --impl micropython (suite failure, reduced by hand)"
# implementation = "micropython 1.27.0 (npm @micropython/micropython-webassembly-pyscript)"
# ///
def f(a, /):
    return a
print(f(1))
