# /// pyconform
# rules = ["fstring.eq.prefixes"]
# features = ["fstring-eq"]
# description = "There are no formatted bytes literals, so 'bf' is a syntax error."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
x = 1
print(bf'{x=}')
