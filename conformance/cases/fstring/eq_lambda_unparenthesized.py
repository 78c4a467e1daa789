# /// pyconform
# rules = ["fstring.eq.invalid_expression", "fstring.eq.expressions"]
# features = ["fstring-eq"]
# description = "An unparenthesized lambda's ':' starts a format spec, leaving an incomplete lambda."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
print(f'{lambda: 1=}')
