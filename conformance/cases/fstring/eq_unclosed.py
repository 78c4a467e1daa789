# /// pyconform
# rules = ["fstring.eq.invalid_expression"]
# features = ["fstring-eq"]
# description = "A field without its closing brace is an error."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
x = 1
print(f'{x=')
