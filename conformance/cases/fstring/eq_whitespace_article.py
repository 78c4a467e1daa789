# /// pyconform
# rules = ["fstring.eq.whitespace"]
# features = ["fstring-eq"]
# description = "The article's example: spaces before and after '=' appear in the output."
# [expect]
# stdout = '''
# a = 37, a  =  37
# '''
# ///
a = 37
print(f'{a = }, {a  =  }')
