# /// pyconform
# rules = ["lib.ast.get_source_segment"]
# features = ["ast"]
# description = "Segments are cut on byte offsets but returned as proper text."
# [expect]
# stdout = '''
# naïve
# 'é' + naïve
# '''
# ///
import ast
src = "s = 'é' + naïve\n"
b = ast.parse(src).body[0].value
print(ast.get_source_segment(src, b.right))
print(ast.get_source_segment(src, b))
