# /// pyconform
# rules = ["lib.ast.get_source_segment"]
# features = ["ast"]
# description = "A node without position information yields None."
# [expect]
# stdout = '''
# None
# '''
# ///
import ast
print(ast.get_source_segment('q', ast.Name(id='q', ctx=ast.Load())))
