# /// pyconform
# rules = ["fstring.eq.evaluation"]
# features = ["fstring-eq"]
# description = "The expression is evaluated once; the echoed part is text, not a second evaluation."
# [expect]
# stdout = '''
# f()='v'
# 1
# '''
# ///
calls = []
def f():
    calls.append(1)
    return 'v'
print(f'{f()=}')
print(len(calls))
