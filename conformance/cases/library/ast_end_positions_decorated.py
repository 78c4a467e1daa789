# /// pyconform
# rules = ["lib.ast.end_positions"]
# features = ["ast"]
# description = "A decorated def starts at the 'def' line and ends with its last body line."
# [expect]
# stdout = '''
# 2 0 3 12
# 1 3
# '''
# ///
import ast
src = "@dec\ndef f(x):\n    return x\n"
fn = ast.parse(src).body[0]
print(fn.lineno, fn.col_offset, fn.end_lineno, fn.end_col_offset)
print(fn.decorator_list[0].lineno, fn.body[0].end_lineno)
