# /// pyconform
# rules = ["lib.ast.get_source_segment"]
# features = ["ast"]
# description = "padded=True keeps the indentation of a node's first line."
# [expect]
# stdout = '''
# 'y = (1 +\n         2)'
# '    y = (1 +\n         2)'
# '''
# ///
import ast
src = "if x:\n    y = (1 +\n         2)\n"
n = ast.parse(src).body[0].body[0]
print(repr(ast.get_source_segment(src, n)))
print(repr(ast.get_source_segment(src, n, padded=True)))
