# /// pyconform
# rules = ["fstring.eq.text", "fstring.eq.repr_default"]
# features = ["fstring-eq"]
# description = "The mail's three examples, written with the '=' form that shipped."
# [expect]
# stdout = '''
# value=10
# next: value+1=11
# s='a string!'
# '''
# ///
value = 10
s = 'a string!'
print(f'{value=}')
print(f'next: {value+1=}')
print(f'{s=}')
