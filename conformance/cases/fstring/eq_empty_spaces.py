# /// pyconform
# rules = ["fstring.eq.invalid_expression"]
# features = ["fstring-eq"]
# description = "Whitespace alone is not an expression either."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
print(f'{ = }')
