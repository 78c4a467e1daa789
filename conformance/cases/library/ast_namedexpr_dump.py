# /// pyconform
# rules = ["lib.ast.new_nodes", "lib.ast.constant"]
# features = ["ast", "walrus"]
# description = "Dump of a NamedExpr node as printed by 3.8."
# [expect]
# stdout = '''
# NamedExpr(target=Name(id='y', ctx=Store()), value=Constant(value=1, kind=None))
# '''
# [[drift]]
# since = "3.9"
# reason = "ast.dump omits fields holding their default None from 3.9 on"
# stdout = '''
# NamedExpr(target=Name(id='y', ctx=Store()), value=Constant(value=1))
# '''
# ///
import ast
print(ast.dump(ast.parse("(y := 1)").body[0].value))
