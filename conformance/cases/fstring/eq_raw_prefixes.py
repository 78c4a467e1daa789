# /// pyconform
# rules = ["fstring.eq.prefixes"]
# features = ["fstring-eq"]
# description = "The '=' form works with every f/raw prefix spelling; the raw part keeps its backslash."
# [expect]
# stdout = '''
# x=1\n x = 1
# x=1 x=1 x=1 x=1
# '''
# ///
x = 1
print(rf'{x=}\n', fr'{x = }')
print(Rf'{x=}', fR'{x=}', RF'{x=}', F'{x=}')
