# /// pyconform
# rules = ["fstring.eq.prefixes"]
# features = ["fstring-eq"]
# description = "The 'u' prefix cannot be combined with 'f'."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
x = 1
print(uf'{x=}')
