# /// pyconform
# rules = ["fstring.eq.conversion_and_spec"]
# features = ["fstring-eq"]
# description = "'!a' with a width pads the ASCII-escaped repr."
# [expect]
# stdout = '''
# s=    '\xe9'|
# '''
# ///
s = 'é'
print(f'{s=!a:>10}|')
