# /// pyconform
# rules = ["fstring.eq.nested_spec", "fstring.eq.conversion_and_spec"]
# features = ["fstring-eq"]
# description = "Nested fields also work after a conversion."
# [expect]
# stdout = '''
# x=  'ab'|
# x =   ab  |
# '''
# ///
x = 'ab'
w = 6
print(f'{x=!r:>{w}}|')
print(f'{x = !s:{"^"}{w}}|')
