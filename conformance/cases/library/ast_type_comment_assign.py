# /// pyconform
# rules = ["lib.ast.type_comments"]
# features = ["ast"]
# description = "An assignment's type comment is kept only when type_comments=True."
# [expect]
# stdout = '''
# Assign int
# None
# '''
# ///
import ast
s = ast.parse("x = 1  # type: int", type_comments=True).body[0]
print(type(s).__name__, s.type_comment)
print(ast.parse("x = 1  # type: int").body[0].type_comment)
