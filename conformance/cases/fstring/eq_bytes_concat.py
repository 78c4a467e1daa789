# /// pyconform
# rules = ["fstring.eq.prefixes"]
# features = ["fstring-eq"]
# description = "A bytes literal cannot be concatenated with an f-string."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
x = 1
print(b'a' f'{x=}')
