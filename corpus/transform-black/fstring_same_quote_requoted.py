# /// pyconform
# rules = ["fstring.eq.nested_fstring"]
# features = ["fstring-eq"]
# description = "Reusing the f-string's quote inside it is a SyntaxError in 3.8; black (target py38) re-quotes it into a valid program."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [provenance]
# found_by = "pyconform run --impl transform:black:python3 (suite failure, reduced by hand)"
# implementation = "black 26.10.1 (target py38), output run on CPython 3.11.7"
# ///
x = 1
print(f'{'x'=}')
