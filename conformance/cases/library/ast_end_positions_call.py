# /// pyconform
# rules = ["lib.ast.end_positions"]
# features = ["ast"]
# description = "A call, its callee and its arguments each get start and end columns."
# [expect]
# stdout = '''
# 1 9 1 27
# 16 20 26
# '''
# ///
import ast
src = "result = foo.bar(1, [2, 3])\n"
c = ast.parse(src).body[0].value
print(c.lineno, c.col_offset, c.end_lineno, c.end_col_offset)
print(c.func.end_col_offset, c.args[1].col_offset, c.args[1].end_col_offset)
