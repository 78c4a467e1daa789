# /// pyconform
# rules = ["fstring.eq.nested_spec"]
# features = ["fstring-eq"]
# description = "'=' inside a nested spec field yields text that becomes part of the spec."
# notes = "f'{x:{x=}}' builds the spec 'x=5' (fill x, align =, width 5). CPython 3.12.1 fails to compile these (ValueError from the compiler, a 3.12 regression fixed in later releases); 3.13 prints the 3.8 output."
# [expect]
# stdout = '''
# xxxx5
# x=y5
# '''
# ///
x = 5
y = 2
print(f'{x:{x=}}')
print(f'{x=:{y=}}')
