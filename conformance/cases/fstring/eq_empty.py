# /// pyconform
# rules = ["fstring.eq.invalid_expression"]
# features = ["fstring-eq"]
# description = "'=' needs an expression before it."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
print(f'{=}')
