# /// pyconform
# rules = ["erratum.fstring.bang_bang"]
# features = ["fstring-eq"]
# description = "'!!' is rejected whether or not '=' precedes it, while the shipped f'{value=}' gives the mail's intended output."
# erratum = "001-mail-f-string-debug-conversion.txt offers '!!' as a spelling; 3.8 has no such conversion."
# [expect]
# stdout = '''
# {value!!} SyntaxError
# {value=!!} SyntaxError
# {value=} value=10
# '''
# ///
value = 10
for body in ('{value!!}', '{value=!!}', '{value=}'):
    try:
        print(body, eval("f'" + body + "'"))
    except SyntaxError as e:
        print(body, type(e).__name__)
