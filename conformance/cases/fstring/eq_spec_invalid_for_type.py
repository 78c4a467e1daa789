# /// pyconform
# rules = ["fstring.eq.spec_formats_value"]
# features = ["fstring-eq"]
# description = "The spec is handed to the value's __format__, so a numeric code on a str fails at run time."
# [expect]
# phase = "run"
# exception = "ValueError"
# stdout = '''
# before
# '''
# ///
s = 'abc'
print('before')
print(f'{s=:d}')
