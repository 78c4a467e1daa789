# /// pyconform
# rules = ["walrus.comprehension-nested"]
# features = ["walrus"]
# description = "A walrus in a nested comprehension binds in the enclosing scope; MicroPython raises NameError."
# [expect]
# stdout = "[[0, 1], [1, 2]] 2\n"
# [provenance]
# found_by = "pyconform run --impl micropython (suite failure, reduced by hand)"
# implementation = "micropython 1.27.0 (npm @micropython/micropython-webassembly-pyscript)"
# ///
r = [[(t := i + j) for j in range(2)] for i in range(2)]
print(r, t)
