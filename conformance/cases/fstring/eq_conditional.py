# /// pyconform
# rules = ["fstring.eq.expressions"]
# features = ["fstring-eq"]
# description = "Conditional expressions are echoed in full."
# [expect]
# stdout = '''
# "big" if x > 3 else "small"='big'
# x if x else 0=5
# '''
# ///
x = 5
print(f'{"big" if x > 3 else "small"=}')
print(f'{x if x else 0=}')
