# /// pyconform
# rules = ["lib.ast.end_positions"]
# features = ["ast"]
# description = "Statements and expressions carry end_lineno and end_col_offset."
# [expect]
# stdout = '''
# 1 0 2 3
# 1 5 2 2
# '''
# ///
import ast
src = 'x = (1 +\n 2)'
t = ast.parse(src)
s = t.body[0]
print(s.lineno, s.col_offset, s.end_lineno, s.end_col_offset)
v = s.value
print(v.lineno, v.col_offset, v.end_lineno, v.end_col_offset)
