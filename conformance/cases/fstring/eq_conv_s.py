# /// pyconform
# rules = ["fstring.eq.conversion"]
# features = ["fstring-eq"]
# description = "'!s' after '=' shows str() of the value."
# [expect]
# stdout = '''
# s=a x=10
# '''
# ///
s = 'a'
x = 10
print(f'{s=!s} {x=!s}')
