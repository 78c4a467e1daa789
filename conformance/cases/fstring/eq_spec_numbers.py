# /// pyconform
# rules = ["fstring.eq.spec_formats_value"]
# features = ["fstring-eq"]
# description = "Numeric format specs apply to the value after '='."
# [expect]
# stdout = '''
# x*2 = 6.3
# n=0xff n=11111111 n=255
# x=3.141590e+00
# '''
# ///
x = 3.14159
n = 255
print(f'{x*2 = :.1f}')
print(f'{n=:#x} {n=:08b} {n=:,}')
print(f'{x=:e}')
