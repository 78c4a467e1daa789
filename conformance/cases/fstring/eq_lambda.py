# /// pyconform
# rules = ["fstring.eq.expressions"]
# features = ["fstring-eq"]
# description = "A called lambda in parentheses is echoed and evaluated."
# [expect]
# stdout = '''
# (lambda x: x*2)(3)=6
# '''
# ///
print(f'{(lambda x: x*2)(3)=}')
