# /// pyconform
# rules = ["fstring.eq.nested_spec"]
# features = ["fstring-eq"]
# description = "Replacement fields nested in the spec are evaluated before formatting the value."
# [expect]
# stdout = '''
# x=    3.14
# '''
# ///
x = 3.14159
w = 8
p = 2
print(f'{x=:{w}.{p}f}')
