# /// pyconform
# rules = ["walrus.comprehension-iterable"]
# features = ["walrus"]
# description = "An assignment expression in a comprehension's iterable is a SyntaxError; MicroPython runs it."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [provenance]
# found_by = "pyconform run --impl micropython (suite failure, reduced by hand)"
# implementation = "micropython 1.27.0 (npm @micropython/micropython-webassembly-pyscript)"
# ///
print([x for x in (y := [1, 2])])
