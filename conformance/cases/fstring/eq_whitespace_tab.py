# /// pyconform
# rules = ["fstring.eq.whitespace"]
# features = ["fstring-eq"]
# description = "Tab characters around '=' are kept like spaces."
# [expect]
# stdout = '''
# 'x\t=\t1'
# '''
# ///
x = 1
print(repr(f'{x	=	}'))
