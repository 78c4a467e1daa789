# /// pyconform
# rules = ["fstring.eq.multiline", "fstring.eq.invalid_expression"]
# features = ["fstring-eq"]
# description = "A '#' inside the expression part is rejected in 3.8, even in a triple-quoted f-string."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [[drift]]
# since = "3.12"
# reason = "3.12 (PEP 701) lets replacement fields of single-quoted f-strings span lines and hold comments; the comment is dropped from the echoed text"
# stdout = '''
# x 
# =1
# '''
# ///
x = 1
print(f'''{x # c
=}''')
