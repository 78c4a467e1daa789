# /// pyconform
# rules = ["fstring.eq.expressions"]
# features = ["fstring-eq"]
# description = "Method calls with string arguments in the other quote style work."
# [expect]
# stdout = '''
# s.upper()='HELLO' len(s)=5
# ', '.join(['a', 'b'])='a, b'
# '''
# ///
s = 'Hello'
print(f'{s.upper()=} {len(s)=}')
print(f"{', '.join(['a', 'b'])=}")
