# /// pyconform
# rules = ["lib.ast.feature_version"]
# features = ["ast", "posonly"]
# description = "3.8's parser accepts positional-only parameters under feature_version=(3, 7)."
# [expect]
# stdout = '''
# accepted
# '''
# [[drift]]
# since = "3.10"
# reason = "from 3.10 ast.parse rejects positional-only parameters when feature_version < (3, 8)"
# phase = "run"
# exception = "SyntaxError"
# stdout = ""
# ///
import ast
ast.parse('def f(a, /): pass', feature_version=(3, 7))
print('accepted')
