# /// pyconform
# rules = ["fstring.eq.nested_fstring", "fstring.eq.conversion_and_spec"]
# features = ["fstring-eq"]
# description = "Only the inner field uses '='; the outer one formats the resulting text."
# [expect]
# stdout = '''
# [x=2]
#      x*3 = 6|
# '''
# ///
x = 2
print(f'[{f"{x=}"}]')
print(f"""{f'{x*3 = }'!s:>12}|""")
