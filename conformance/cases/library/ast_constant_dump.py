# /// pyconform
# rules = ["lib.ast.constant"]
# features = ["ast"]
# description = "ast.dump of a constant shows the kind field in 3.8."
# [expect]
# stdout = '''
# Constant Constant(value=1, kind=None)
# '''
# [[drift]]
# since = "3.9"
# reason = "ast.dump omits fields holding their default None from 3.9 on"
# stdout = '''
# Constant Constant(value=1)
# '''
# ///
import ast
print(type(ast.parse('1').body[0].value).__name__, ast.dump(ast.parse('1').body[0].value))
