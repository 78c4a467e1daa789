# /// pyconform
# rules = ["lib.ast.feature_version"]
# features = ["ast", "walrus"]
# description = "3.8's parser accepts an assignment expression even under feature_version=(3, 7)."
# notes = "The 3.8 parser only checked a few constructs against feature_version; the PEG parser of 3.10 checks this one."
# [expect]
# stdout = '''
# accepted
# '''
# [[drift]]
# since = "3.10"
# reason = "from 3.10 ast.parse rejects assignment expressions when feature_version < (3, 8)"
# phase = "run"
# exception = "SyntaxError"
# stdout = ""
# ///
import ast
ast.parse('(x := 1)', feature_version=(3, 7))
print('accepted')
