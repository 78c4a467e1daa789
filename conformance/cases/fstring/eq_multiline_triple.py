# /// pyconform
# rules = ["fstring.eq.multiline"]
# features = ["fstring-eq"]
# description = "In a triple-quoted f-string the newlines of a multi-line expression are echoed."
# [expect]
# stdout = '''
# '\nx\n=3'
# '''
# ///
x = 3
print(repr(f'''{
x
=}'''))
