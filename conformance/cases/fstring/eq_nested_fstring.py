# /// pyconform
# rules = ["fstring.eq.nested_fstring"]
# features = ["fstring-eq"]
# description = "An inner f-string with '=' is echoed as source by the outer '='."
# [expect]
# stdout = '''
# f"{x=}"='x=1'
# '''
# ///
x = 1
print(f'{f"{x=}"=}')
