# /// pyconform
# rules = ["fstring.eq.not_str_format", "fstring.eq.invalid_expression"]
# features = ["fstring-eq"]
# description = "Plain strings and doubled braces contain '{x=}' as literal text."
# [expect]
# stdout = '''
# {x=}
# {x=}
# {x=1}
# '''
# ///
x = 1
print('{x=}')
print(f'{{x=}}')
print(f'{{{x=}}}')
