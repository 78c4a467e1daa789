# /// pyconform
# rules = ["lib.ast.constant"]
# features = ["ast"]
# description = "Constant nodes built by hand compile and evaluate."
# [expect]
# stdout = '''
# 42
# (1, -2.5, 'x', b'y', None)
# '''
# ///
import ast
tree = ast.Expression(body=ast.BinOp(left=ast.Constant(value=6), op=ast.Mult(), right=ast.Constant(value=7)))
ast.fix_missing_locations(tree)
print(eval(compile(tree, '<ast>', 'eval')))
print(ast.literal_eval('(1, -2.5, "x", b"y", None)'))
