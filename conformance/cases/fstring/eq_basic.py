# /// pyconform
# rules = ["fstring.eq.text"]
# features = ["fstring-eq"]
# description = "f'{x=}' gives the expression text, an equals sign and the value."
# [expect]
# stdout = '''
# x=10
# '''
# ///
x = 10
print(f'{x=}')
