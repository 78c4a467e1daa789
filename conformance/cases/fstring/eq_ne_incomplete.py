# /// pyconform
# rules = ["fstring.eq.comparisons"]
# features = ["fstring-eq"]
# description = "'x!=' is an unfinished comparison, not a '!' conversion followed by '='."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
x = 1
print(f'{x!=}')
