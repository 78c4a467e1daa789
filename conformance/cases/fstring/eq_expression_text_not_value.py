# /// pyconform
# rules = ["fstring.eq.text"]
# features = ["fstring-eq"]
# description = "The text before '=' is the source of the expression, not its value."
# [expect]
# stdout = '''
# a*b=12
# a + b=7
# max(a, b)=4
# '''
# ///
a, b = 3, 4
print(f'{a*b=}')
print(f'{a + b=}')
print(f'{max(a, b)=}')
