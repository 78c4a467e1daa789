# /// pyconform
# rules = ["fstring.eq.spec_formats_value", "erratum.fstring.mail_spec_scope"]
# features = ["fstring-eq"]
# description = "The mail's centred example: 3.8 centres the value in 20 columns after the text."
# erratum = "001-mail-f-string-debug-conversion.txt expects `*      value=10      *`; real 3.8 output is `*value=         10         *` because the spec formats only the value."
# [expect]
# stdout = '''
# *value=         10         *
# '''
# ///
value = 10
print(f'*{value=:^20}*')
