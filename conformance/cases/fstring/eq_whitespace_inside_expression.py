# /// pyconform
# rules = ["fstring.eq.whitespace", "fstring.eq.text"]
# features = ["fstring-eq"]
# description = "Spacing inside the expression is not normalised."
# [expect]
# stdout = '''
# a   *   b=10
#  ( a + b ) = 7
# '''
# ///
a, b = 2, 5
print(f'{a   *   b=}')
print(f'{ ( a + b ) = }')
