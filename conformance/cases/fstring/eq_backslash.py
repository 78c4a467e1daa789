# /// pyconform
# rules = ["fstring.eq.invalid_expression"]
# features = ["fstring-eq"]
# description = "A backslash in the expression part is rejected in 3.8."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [[drift]]
# since = "3.12"
# reason = "3.12 (PEP 701) allows backslashes in replacement fields; the echoed text then has its escape sequence processed"
# stdout = '''
# "
# "='\n'
# '''
# ///
print(f'{"\n"=}')
