# /// pyconform
# rules = ["lib.ast.constant"]
# features = ["ast"]
# description = "Constant.kind is 'u' for a u-prefixed string and None otherwise."
# [expect]
# stdout = '''
# u None
# '''
# ///
import ast
print(ast.parse("u'x'").body[0].value.kind, ast.parse("'x'").body[0].value.kind)
