# /// pyconform
# rules = ["fstring.eq.conversion"]
# features = ["fstring-eq"]
# description = "The conversion letter must follow '!' directly."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
x = 1
print(f'{x=! r}')
