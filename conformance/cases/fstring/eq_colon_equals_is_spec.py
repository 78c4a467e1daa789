# /// pyconform
# rules = ["fstring.eq.colon_walrus"]
# features = ["fstring-eq", "walrus"]
# description = "':=' right after the expression starts the spec '=5', not an assignment."
# [expect]
# stdout = '''
# '    5'
# 'x=    5'
# 5
# '''
# ///
x = 5
print(repr(f'{x:=5}'))
print(repr(f'{x=:=5}'))
print(x)
