# /// pyconform
# rules = ["lib.ast.feature_version"]
# features = ["ast"]
# description = "feature_version=(3, 6) lets 'async' be used as a plain name again."
# [expect]
# stdout = '''
# accepted
# '''
# [[drift]]
# since = "3.13"
# reason = "3.13 no longer emulates grammars older than 3.7 for async/await names"
# phase = "run"
# exception = "SyntaxError"
# stdout = ""
# ///
import ast
ast.parse('async = 1', feature_version=(3, 6))
print('accepted')
