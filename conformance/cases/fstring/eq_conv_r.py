# /// pyconform
# rules = ["fstring.eq.conversion"]
# features = ["fstring-eq"]
# description = "'!r' after '=' gives the same repr as the default."
# [expect]
# stdout = '''
# s='a'
# '''
# ///
s = 'a'
print(f'{s=!r}')
