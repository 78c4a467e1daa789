# /// pyconform
# rules = ["fstring.eq.comparisons"]
# features = ["fstring-eq"]
# description = "'==' in the expression is echoed and the last '=' is the specifier."
# [expect]
# stdout = '''
# x==1=True
# x == 2 = False
# '''
# ///
x = 1
print(f'{x==1=}')
print(f'{x == 2 = }')
