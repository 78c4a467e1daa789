# /// pyconform
# rules = ["lib.ast.end_positions"]
# features = ["ast"]
# description = "Column offsets count UTF-8 bytes, so non-ASCII text shifts them."
# [expect]
# stdout = '''
# 4 8 11 17
# '''
# ///
import ast
src = "s = 'é' + naïve\n"
b = ast.parse(src).body[0].value
print(b.left.col_offset, b.left.end_col_offset, b.right.col_offset, b.right.end_col_offset)
