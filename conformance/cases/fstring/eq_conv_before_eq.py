# /// pyconform
# rules = ["fstring.eq.conversion"]
# features = ["fstring-eq"]
# description = "The '=' must come before the conversion, not after it."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
x = 1
print(f'{x!r=}')
