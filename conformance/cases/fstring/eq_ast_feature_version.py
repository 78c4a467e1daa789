# /// pyconform
# rules = ["fstring.eq.ast", "lib.ast.feature_version"]
# features = ["fstring-eq", "ast"]
# description = "Parsing with feature_version=(3, 7) rejects the 3.8-only '=' field."
# [expect]
# stdout = '''
# plain field accepted
# SyntaxError
# '''
# [[drift]]
# since = "3.12"
# reason = "the 3.12 f-string parser (PEP 701) no longer checks feature_version for the = specifier"
# stdout = '''
# plain field accepted
# accepted
# '''
# ///
import ast
ast.parse("f'{x}'", feature_version=(3, 7))
print('plain field accepted')
try:
    ast.parse("f'{x=}'", feature_version=(3, 7))
    print('accepted')
except SyntaxError:
    print('SyntaxError')
