# /// pyconform
# rules = ["lib.ast.type_comments", "lib.ast.constant"]
# features = ["ast"]
# description = "The dump of an assignment with a type comment, as 3.8 shows it."
# [expect]
# stdout = '''
# Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1, kind=None), type_comment='int')
# '''
# [[drift]]
# since = "3.9"
# reason = "ast.dump omits fields holding their default None from 3.9 on"
# stdout = '''
# Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1), type_comment='int')
# '''
# ///
import ast
print(ast.dump(ast.parse("x = 1  # type: int", type_comments=True).body[0]))
