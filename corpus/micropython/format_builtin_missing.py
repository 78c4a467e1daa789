# /// pyconform
# rules = ["fstring.eq.spec_formats_value"]
# features = ["fstring-eq"]
# description = "format() is a builtin; MicroPython's build has none."
# [expect]
# stdout = "   10\n"
# [provenance]
# found_by = "pyconform run --impl micropython (suite failure, reduced by hand)"
# implementation = "micropython 1.27.0 (npm @micropython/micropython-webassembly-pyscript)"
# ///
print(format(10, '>5'))
