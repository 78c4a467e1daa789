# /// pyconform
# rules = ["fstring.eq.colon_walrus", "fstring.eq.expressions"]
# features = ["fstring-eq", "walrus"]
# description = "A parenthesized walrus is echoed and binds its name."
# [expect]
# stdout = '''
# (y:=3)=3
# (z := 2)=2 2
# 3
# '''
# ///
print(f'{(y:=3)=}')
print(f'{(z := 2)=}', z)
print(y)
