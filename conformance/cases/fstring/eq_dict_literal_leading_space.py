# /// pyconform
# rules = ["fstring.eq.expressions", "fstring.eq.whitespace"]
# features = ["fstring-eq"]
# description = "A dict display needs a space after the brace, and that space is echoed."
# [expect]
# stdout = '''
#  {"a": 1}["a"]=1
# '''
# ///
print(f'{ {"a": 1}["a"]=}')
