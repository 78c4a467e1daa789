# /// pyconform
# rules = ["fstring.eq.nested_fstring", "fstring.eq.invalid_expression"]
# features = ["fstring-eq"]
# description = "In 3.8 the expression cannot reuse the f-string's own quote character."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [[drift]]
# since = "3.12"
# reason = "3.12 (PEP 701) allows the same quote inside a replacement field"
# stdout = '''
# 'x'='x'
# '''
# ///
x = 1
print(f'{'x'=}')
