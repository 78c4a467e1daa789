# /// pyconform
# rules = ["fstring.eq.ast"]
# features = ["fstring-eq", "ast"]
# description = "The conversion is 'r' (114) by default, none (-1) with a spec, else the one written; the text keeps spaces."
# [expect]
# stdout = '''
# f'{x=}' ['x='] [114] [False]
# f'{x=:>5}' ['x='] [-1] [True]
# f'{x=!s}' ['x='] [115] [False]
# f'{x=!a:>5}' ['x='] [97] [True]
# f'{ x = }' [' x = '] [114] [False]
# '''
# ///
import ast
for src in ["f'{x=}'", "f'{x=:>5}'", "f'{x=!s}'", "f'{x=!a:>5}'", "f'{ x = }'"]:
    v = ast.parse(src).body[0].value
    texts = [n.value for n in v.values if isinstance(n, ast.Constant)]
    convs = [n.conversion for n in v.values if isinstance(n, ast.FormattedValue)]
    spec = [n.format_spec is not None for n in v.values if isinstance(n, ast.FormattedValue)]
    print(src, texts, convs, spec)
