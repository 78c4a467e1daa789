# /// pyconform
# rules = ["lib.ast.feature_version"]
# features = ["ast"]
# description = "With the default feature_version 'async' is a keyword and cannot be assigned."
# [expect]
# phase = "run"
# exception = "SyntaxError"
# stdout = '''
# parsing
# '''
# ///
import ast
print('parsing')
ast.parse('async = 1')
