# /// pyconform
# rules = ["fstring.eq.conversion"]
# features = ["fstring-eq"]
# description = "Conversion letters are lower case only."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
x = 1
print(f'{x=!R}')
