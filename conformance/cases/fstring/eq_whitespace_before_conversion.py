# /// pyconform
# rules = ["fstring.eq.whitespace", "fstring.eq.conversion_and_spec"]
# features = ["fstring-eq"]
# description = "Spaces after '=' are kept when a conversion or format spec follows."
# [expect]
# stdout = '''
# x =    1|
# x = 1|
# x =   1|
# '''
# ///
x = 1
print(f'{x = !r:>4}|')
print(f'{x = !s}|')
print(f'{x = :>3}|')
