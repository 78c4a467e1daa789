# /// pyconform
# rules = ["fstring.eq.evaluation", "fstring.eq.text"]
# features = ["fstring-eq"]
# description = "The result is an ordinary str."
# [expect]
# stdout = '''
# str 3 True
# '''
# ///
x = 1
r = f'{x=}'
print(type(r).__name__, len(r), r == 'x=1')
