# /// pyconform
# rules = ["lib.ast.type_comments"]
# features = ["ast"]
# description = "With type_comments=True a function's signature comment is stored on the FunctionDef."
# [expect]
# stdout = '''
# (int) -> int
# '''
# ///
import ast
t = ast.parse('def f(a):\n    # type: (int) -> int\n    return a', type_comments=True)
print(t.body[0].type_comment)
