# /// pyconform
# rules = ["lib.ast.get_source_segment"]
# features = ["ast"]
# description = "get_source_segment returns the exact source text of a node, across lines."
# [expect]
# stdout = '''
# '1 +\n 2'
# 'x = (1 +\n 2)'
# '''
# ///
import ast
src = 'x = (1 +\n 2)'
t = ast.parse(src)
print(repr(ast.get_source_segment(src, t.body[0].value)))
print(repr(ast.get_source_segment(src, t.body[0])))
