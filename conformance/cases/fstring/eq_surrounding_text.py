# /// pyconform
# rules = ["fstring.eq.text"]
# features = ["fstring-eq"]
# description = "Literal text around and between '=' fields is kept in place."
# [expect]
# stdout = '''
# <x=1|y='two'>
# x=1x=1
# '''
# ///
x = 1
y = 'two'
print(f'<{x=}|{y=}>')
print(f'{x=}{x=}')
