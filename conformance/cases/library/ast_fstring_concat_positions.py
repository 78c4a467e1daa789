# /// pyconform
# rules = ["lib.ast.end_positions", "fstring.eq.ast"]
# features = ["ast", "fstring-eq"]
# description = "In an implicit concatenation of f-strings, 3.8 gives every FormattedValue the span of the whole JoinedStr; a Name inside keeps a column computed within its own part."
#
# [expect]
# phase = "ok"
# stdout = '''
# JoinedStr (4, 4, 4, 22)
# Constant (4, 4, 4, 22) 'a'
# FormattedValue (4, 4, 4, 22) (4, 5, 4, 6)
# Constant (4, 4, 4, 22) 'x='
# FormattedValue (4, 4, 4, 22) (4, 5, 4, 6)
# JoinedStr (4, 7, 4, 21)
# FormattedValue (4, 7, 4, 21) (4, 10, 4, 11)
# Constant (4, 7, 4, 21) 'x='
# FormattedValue (4, 7, 4, 21) (4, 10, 4, 11)
# '''
#
# [[drift]]
# since = "3.9"
# reason = "3.9's parser gives a Name inside each concatenated f-string part its column within the whole line; the FormattedValue spans stay those of the whole JoinedStr"
# phase = "ok"
# stdout = '''
# JoinedStr (4, 4, 4, 22)
# Constant (4, 4, 4, 22) 'a'
# FormattedValue (4, 4, 4, 22) (4, 11, 4, 12)
# Constant (4, 4, 4, 22) 'x='
# FormattedValue (4, 4, 4, 22) (4, 18, 4, 19)
# JoinedStr (4, 7, 4, 21)
# FormattedValue (4, 7, 4, 21) (4, 10, 4, 11)
# Constant (4, 7, 4, 21) 'x='
# FormattedValue (4, 7, 4, 21) (4, 17, 4, 18)
# '''
#
# [[drift]]
# since = "3.12"
# reason = "3.12's PEP 701 f-string parser gives each part of the concatenation its own span"
# phase = "ok"
# stdout = '''
# JoinedStr (4, 4, 4, 22)
# Constant (4, 4, 4, 7) 'a'
# FormattedValue (4, 10, 4, 13) (4, 11, 4, 12)
# Constant (4, 18, 4, 20) 'x='
# FormattedValue (4, 17, 4, 21) (4, 18, 4, 19)
# JoinedStr (4, 7, 4, 21)
# FormattedValue (4, 9, 4, 12) (4, 10, 4, 11)
# Constant (4, 17, 4, 19) 'x='
# FormattedValue (4, 16, 4, 20) (4, 17, 4, 18)
# '''
# ///
import ast
def span(n):
    return (n.lineno, n.col_offset, n.end_lineno, n.end_col_offset)
for source in ("x = 1\n\n\ny = 'a' f'{x}' f'{x=}'\n", "x = 1\n\n\ny = x, f'{x}' f'{x=}'\n"):
    value = ast.parse(source).body[1].value
    if isinstance(value, ast.Tuple):
        value = value.elts[1]
    print(type(value).__name__, span(value))
    for part in value.values:
        print(type(part).__name__, span(part),
              span(part.value) if isinstance(part, ast.FormattedValue) else repr(part.value))
