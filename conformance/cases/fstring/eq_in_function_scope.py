# /// pyconform
# rules = ["fstring.eq.expressions"]
# features = ["fstring-eq"]
# description = "Names are resolved in the scope where the f-string appears."
# [expect]
# stdout = '''
# a=4 b=8
# v=7
# '''
# ///
def f(a):
    b = a * 2
    return f'{a=} {b=}'
print(f(4))
class K:
    v = 7
    s = f'{v=}'
print(K.s)
