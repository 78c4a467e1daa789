# /// pyconform
# rules = ["fstring.eq.conversion_and_spec"]
# features = ["fstring-eq"]
# description = "A conversion and a spec combine: the converted string is then padded."
# [expect]
# stdout = '''
# x=   10   |
# s=  'a'|
# x=    10|
# '''
# ///
x = 10
s = 'a'
print(f'{x=!r:^8}|')
print(f'{s=!r:>5}|')
print(f'{x=!s:>6}|')
