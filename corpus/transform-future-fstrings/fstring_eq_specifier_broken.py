# /// pyconform
# rules = ["fstring.eq.text"]
# features = ["fstring-eq"]
# description = "f'{x=}' prints 'x=1'; future-fstrings' codec rewrites it to .format((x=)), a SyntaxError."
# [expect]
# stdout = "x=1\n"
# [provenance]
# found_by = "pyconform run --impl transform:future-fstrings:python3 (suite failure, reduced by hand)"
# implementation = "future-fstrings 1.2.0 (fstring_decode), output run on CPython 3.11.7"
# ///
x = 1
print(f'{x=}')
