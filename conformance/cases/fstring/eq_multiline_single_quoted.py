# /// pyconform
# rules = ["fstring.eq.multiline"]
# features = ["fstring-eq"]
# description = "A single-quoted f-string cannot contain a newline inside the field in 3.8."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [[drift]]
# since = "3.12"
# reason = "3.12 (PEP 701) lets replacement fields of single-quoted f-strings span lines and hold comments"
# stdout = '''
# x
# =1
# '''
# ///
x = 1
print(f'{x
=}')
