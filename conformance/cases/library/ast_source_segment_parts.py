# /// pyconform
# rules = ["lib.ast.get_source_segment"]
# features = ["ast"]
# description = "Segments of sub-expressions are slices of the original line."
# [expect]
# stdout = '''
# foo.bar
# [2, 3]
# foo.bar(1, [2, 3])
# '''
# ///
import ast
src = "result = foo.bar(1, [2, 3])\n"
c = ast.parse(src).body[0].value
print(ast.get_source_segment(src, c.func))
print(ast.get_source_segment(src, c.args[1]))
print(ast.get_source_segment(src, c))
