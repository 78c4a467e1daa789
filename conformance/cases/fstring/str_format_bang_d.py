# /// pyconform
# rules = ["fstring.eq.not_str_format", "erratum.fstring.bang_d"]
# features = ["fstring-eq"]
# description = "str.format knows no '!d' conversion either: '{value!d}'.format(value=10) raises ValueError (the wording, 'Unknown conversion specifier d' on CPython, varies)."
# erratum = "001-mail-f-string-debug-conversion.txt discusses '{value!d}'.format(value=value) as a possible (rejected) extension; in 3.8 '!d' is an unknown conversion for str.format."
# [expect]
# phase = "run"
# exception = "ValueError"
# stdout = '''
# value=10
# '''
# ///
value = 10
print('value={value!r}'.format(value=value))
'{value!d}'.format(value=10)
