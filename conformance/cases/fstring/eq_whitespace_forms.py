# /// pyconform
# rules = ["fstring.eq.whitespace"]
# features = ["fstring-eq"]
# description = "Every combination of spaces around the expression and the '=' is copied verbatim."
# [expect]
# stdout = '''
# x=10|x = 10|x  =  10| x = 10|x =10|x= 10
# '''
# ///
x = 10
print(f'{x=}|{x = }|{x  =  }|{ x = }|{x =}|{x= }')
