# /// pyconform
# rules = ["fstring.eq.conversion"]
# features = ["fstring-eq"]
# description = "A space between '!' and the conversion is a SyntaxError in 3.8; libcst's round trip drops the space, so the program runs."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [provenance]
# found_by = "pyconform run --impl transform:libcst:python3 (suite failure, reduced by hand)"
# implementation = "libcst 1.0.1, output run on CPython 3.11.7"
# ///
x = 1
print(f'{x=! r}')
