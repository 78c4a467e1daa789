# /// pyconform
# rules = ["fstring.eq.spec_formats_value", "erratum.fstring.mail_spec_scope"]
# features = ["fstring-eq"]
# description = "Width and alignment pad only the value; the 'x=' text is never padded."
# erratum = "001-mail-f-string-debug-conversion.txt says the format spec applies to the whole `x=value` text; in 3.8 it applies to the value only."
# [expect]
# stdout = '''
# [x=   10]
# [x=10   ]
# [x=**10**]
# '''
# ///
x = 10
print(f'[{x=:>5}]')
print(f'[{x=:<5}]')
print(f'[{x=:*^6}]')
