# /// pyconform
# rules = ["fstring.eq.expressions"]
# features = ["fstring-eq"]
# description = "Comprehensions, including a dict display needing a leading space, are allowed."
# [expect]
# stdout = '''
# [i*i for i in range(4)]=[0, 1, 4, 9]
#  {k: v for k, v in [("a", 1)]} = {'a': 1}
# '''
# ///
print(f'{[i*i for i in range(4)]=}')
print(f'{ {k: v for k, v in [("a", 1)]} = }')
