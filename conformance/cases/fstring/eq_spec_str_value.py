# /// pyconform
# rules = ["fstring.eq.spec_formats_value"]
# features = ["fstring-eq"]
# description = "A spec on a str value formats the string itself, so no quotes appear."
# [expect]
# stdout = '''
# s=    a|
# s=a|
# '''
# ///
s = 'a'
print(f'{s=:>5}|')
print(f'{s=:}|')
