# /// pyconform
# rules = ["fstring.eq.repr_default"]
# features = ["fstring-eq"]
# description = "Without conversion or spec a str value is shown with its repr quotes."
# [expect]
# stdout = '''
# s='a'
# t="it's"
# "q"='q'
# '''
# ///
s = 'a'
t = "it's"
print(f'{s=}')
print(f'{t=}')
print(f'{"q"=}')
