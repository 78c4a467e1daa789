# /// pyconform
# rules = ["fstring.eq.not_str_format"]
# features = ["fstring-eq"]
# description = "str.format treats 'name=' as a whole key, so only a mapping with that key works."
# [expect]
# stdout = '''
# KeyError ('value=',)
# KeyError ('0=',)
# 1
# eq
# '''
# ///
try:
    '{value=}'.format(value=1)
except KeyError as e:
    print('KeyError', e.args)
try:
    '{0=}'.format(1)
except KeyError as e:
    print('KeyError', e.args)
print('{value}'.format(value=1))
print('{=}'.format_map({'=': 'eq'}))
