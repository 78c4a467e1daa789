# /// pyconform
# rules = ["misc.dictcomp-order"]
# features = ["dict-comp-order"]
# description = "Since 3.8 a dict comprehension evaluates the key before the value; MicroPython evaluates the value first."
# [expect]
# stdout = "k\nv\n"
# [provenance]
# found_by = "pyconform run --impl micropython (suite failure, reduced by hand)"
# implementation = "micropython 1.27.0 (npm @micropython/micropython-webassembly-pyscript)"
# ///
{print('k'): print('v') for _ in [0]}
