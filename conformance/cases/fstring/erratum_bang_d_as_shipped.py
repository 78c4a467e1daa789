# /// pyconform
# rules = ["erratum.fstring.bang_d", "fstring.eq.repr_default"]
# features = ["fstring-eq"]
# description = "The mail's '!d' shipped as a trailing '=', equal to the long 'value={value!r}' spelling."
# erratum = "001-mail-f-string-debug-conversion.txt proposes `{value!d}`; 3.8 spells it `{value=}`."
# [expect]
# stdout = '''
# value=10
# value=10
# True
# '''
# ///
value = 10
print(f'{value=}')
print(f'value={value!r}')
print(f'{value=}' == f'value={value!r}')
