# /// pyconform
# rules = ["fstring.eq.not_str_format"]
# features = ["fstring-eq"]
# description = "str.format has no '=' specifier: 'value=' is looked up as a field name."
# [expect]
# phase = "run"
# exception = "KeyError"
# stdout = '''
# before
# '''
# ///
print('before')
print('{value=}'.format(value=1))
