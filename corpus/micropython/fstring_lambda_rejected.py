# /// pyconform
# rules = ["fstring.eq.expressions"]
# features = ["fstring-eq"]
# description = "A parenthesized lambda is a valid f-string expression; MicroPython rejects it."
# [expect]
# stdout = "6\n"
# [provenance]
# found_by = "pyconform run --impl micropython (suite failure, reduced by hand)"
# implementation = "micropython 1.27.0 (npm @micropython/micropython-webassembly-pyscript)"
# ///
print(f'{(lambda x: x*2)(3)}')
