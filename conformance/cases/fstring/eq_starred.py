# /// pyconform
# rules = ["fstring.eq.invalid_expression"]
# features = ["fstring-eq"]
# description = "A starred expression cannot be echoed."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
x = [1, 2]
print(f'{*x=}')
