# /// pyconform
# rules = ["fstring.eq.comparisons"]
# features = ["fstring-eq"]
# description = "'==', '!=', '<=' and '>=' stay operators; only a final '=' asks for the debug text."
# [expect]
# stdout = '''
# False True True False
# a>=b=False a==b=False a<=b=True
# '''
# ///
a, b = 1, 2
print(f'{a==b}', f'{a!=b}', f'{a<=b}', f'{a>=b}')
print(f'{a>=b=}', f'{a==b=}', f'{a<=b=}')
