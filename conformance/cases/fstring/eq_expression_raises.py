# /// pyconform
# rules = ["fstring.eq.evaluation"]
# features = ["fstring-eq"]
# description = "An exception raised by the expression propagates; nothing is printed for the f-string."
# [expect]
# phase = "run"
# exception = "ZeroDivisionError"
# stdout = '''
# before
# '''
# ///
print('before')
print(f'{1/0=}')
