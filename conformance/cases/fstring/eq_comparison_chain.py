# /// pyconform
# rules = ["fstring.eq.comparisons", "fstring.eq.whitespace"]
# features = ["fstring-eq"]
# description = "Chained comparisons are echoed whole, spaces included."
# [expect]
# stdout = '''
# a < b < c=True
# a == 1 < b = True
# '''
# ///
a, b, c = 1, 2, 3
print(f'{a < b < c=}')
print(f'{a == 1 < b = }')
