# /// pyconform
# rules = ["lib.ast.feature_version", "fstring.eq.ast"]
# features = ["ast", "fstring-eq"]
# description = "An f-string '=' field is refused when parsing for 3.7."
# [expect]
# phase = "run"
# exception = "SyntaxError"
# stdout = '''
# parsing
# '''
# [[drift]]
# since = "3.12"
# reason = "the 3.12 f-string parser (PEP 701) does not check feature_version for the = specifier"
# stdout = '''
# parsing
# '''
# ///
import ast
print('parsing')
ast.parse("f'{x=}'", feature_version=(3, 7))
