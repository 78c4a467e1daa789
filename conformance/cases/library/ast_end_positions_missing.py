# /// pyconform
# rules = ["lib.ast.end_positions"]
# features = ["ast"]
# description = "Hand-built nodes have no positions until fix_missing_locations fills them."
# [expect]
# stdout = '''
# None None
# 1 0 1 0
# '''
# ///
import ast
n = ast.Name(id='q', ctx=ast.Load())
print(getattr(n, 'lineno', None), getattr(n, 'end_lineno', None))
ast.fix_missing_locations(ast.Expression(body=n))
print(n.lineno, n.col_offset, n.end_lineno, n.end_col_offset)
