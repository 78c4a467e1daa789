# /// pyconform
# rules = ["lib.ast.type_comments"]
# features = ["ast"]
# description = "With type_comments=True a type comment where none is allowed is a SyntaxError."
# [expect]
# phase = "run"
# exception = "SyntaxError"
# stdout = '''
# parsing
# '''
# ///
import ast
print('parsing')
ast.parse("x  # type: int\n", type_comments=True)
