# /// pyconform
# rules = ["fstring.eq.prefixes"]
# features = ["fstring-eq"]
# description = "Implicitly concatenated parts keep their own rules: plain strings are not interpolated."
# [expect]
# stdout = '''
# ax=1b
# x=1x + 1=2
# {x=}x=1
# '''
# ///
x = 1
print('a' f'{x=}' 'b')
print(f'{x=}' f'{x + 1=}')
print('{x=}' f'{x=}')
