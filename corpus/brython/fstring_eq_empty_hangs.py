# /// pyconform
# rules = ["fstring.eq.invalid_expression"]
# features = ["fstring-eq"]
# description = "f'{ = }' has no expression and is a SyntaxError; Brython's translator never returns."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [provenance]
# found_by = "pyconform run --impl brython (suite failure, reduced by hand)"
# implementation = "brython 3.8.10 (npm brython)"
# ///
print(f'{ = }')
