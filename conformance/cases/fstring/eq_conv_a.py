# /// pyconform
# rules = ["fstring.eq.conversion"]
# features = ["fstring-eq"]
# description = "'!a' escapes non-ASCII characters in the repr, '!r' keeps them."
# [expect]
# stdout = '''
# s='caf\xe9'
# t='\u03c0' t='π'
# '''
# ///
s = 'café'
t = 'π'
print(f'{s=!a}')
print(f'{t=!a} {t=!r}')
