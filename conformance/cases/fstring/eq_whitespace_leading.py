# /// pyconform
# rules = ["fstring.eq.whitespace"]
# features = ["fstring-eq"]
# description = "Spaces after the opening brace are part of the echoed text."
# [expect]
# stdout = '''
# ' x = 3.14159'
# '   x=3.14159'
# '''
# ///
x = 3.14159
print(repr(f'{ x = }'))
print(repr(f'{   x=}'))
