# /// pyconform
# rules = ["fstring.eq.repr_default"]
# features = ["fstring-eq"]
# description = "A float after '=' is shown via repr(), which for floats gives the same digits as str()."
# [expect]
# stdout = '''
# x=0.30000000000000004
# 0.30000000000000004
# '''
# ///
x = 0.1 + 0.2
print(f'{x=}')
print(f'{x}')
