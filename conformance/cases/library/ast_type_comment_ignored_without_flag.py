# /// pyconform
# rules = ["lib.ast.type_comments"]
# features = ["ast"]
# description = "Without the flag a type comment is an ordinary comment wherever it is."
# [expect]
# stdout = '''
# Expr
# '''
# ///
import ast
t = ast.parse("x  # type: int\n")
print(type(t.body[0]).__name__)
