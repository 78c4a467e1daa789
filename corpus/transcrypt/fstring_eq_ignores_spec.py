# /// pyconform
# rules = ["fstring.eq.nested_spec"]
# features = ["fstring-eq"]
# description = "The format spec after '=' formats the value; Transcrypt prints the value unformatted."
# [expect]
# phase = "ok"
# stdout = """
# x=3.14
# """
# [provenance]
# found_by = "pyconform run --impl transcrypt:python3.9 (suite failure, reduced by hand)"
# implementation = "transcrypt 3.9.5 on CPython 3.9.18, output run by node 20"
# ///
x = 3.14159
print(f'{x=:.2f}')
