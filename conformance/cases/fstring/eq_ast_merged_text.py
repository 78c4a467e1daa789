# /// pyconform
# rules = ["fstring.eq.ast", "fstring.eq.prefixes"]
# features = ["fstring-eq", "ast"]
# description = "Literal text before the field merges with the echoed expression text into one Constant."
# [expect]
# stdout = '''
# JoinedStr ['Constant', 'FormattedValue', 'Constant']
# ['ax=', 'b']
# '''
# ///
import ast
v = ast.parse("'a' f'{x=}' 'b'").body[0].value
print(type(v).__name__, [type(n).__name__ for n in v.values])
print([n.value for n in v.values if isinstance(n, ast.Constant)])
