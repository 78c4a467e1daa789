# /// pyconform
# rules = ["fstring.eq.comparisons"]
# features = ["fstring-eq"]
# description = "'!=' before the debug '=' is echoed whole and is not mistaken for a conversion."
# notes = "CPython 3.12.1 and 3.13.0 print '1True' / 'aTrue' here: their debug text stops at the '!' of '!='. That is a regression of those releases, not a language change, so no drift entry is given."
# [expect]
# stdout = '''
# True
# 1!=2=True
# a!=b=True
# a != b = True
# '''
# ///
a, b = 1, 2
print(f'{1!=2}')
print(f'{1!=2=}')
print(f'{a!=b=}')
print(f'{a != b = }')
