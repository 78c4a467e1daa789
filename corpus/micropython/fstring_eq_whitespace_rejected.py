# /// pyconform
# rules = ["fstring.eq.whitespace"]
# features = ["fstring-eq"]
# description = "Spaces around '=' in f'{x = }' are valid and kept; MicroPython rejects them."
# [expect]
# stdout = "x = 1\n"
# [provenance]
# found_by = "pyconform run --impl micropython (suite failure, reduced by hand)"
# implementation = "micropython 1.27.0 (npm @micropython/micropython-webassembly-pyscript)"
# ///
x = 1
print(f'{x = }')
