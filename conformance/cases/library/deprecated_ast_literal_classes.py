# /// pyconform
# rules = ["dep.ast-literal-classes"]
# features = ["ast"]
# description = "ast.Num, Str, Bytes, NameConstant and Ellipsis still exist in 3.8, warn nothing, and create ast.Constant nodes; isinstance checks against them follow the constant's type."
#
# [expect]
# phase = "ok"
# stdout = '''
# (['Constant', 'Constant', 'Constant', 'Constant', 'Constant'], [])
# 5 x True False True
# '''
#
# [[drift]]
# since = "3.12"
# reason = "3.12 warns DeprecationWarning for the old literal classes (on use and on attribute access)"
# phase = "ok"
# stdout = '''
# (['Constant', 'Constant', 'Constant', 'Constant', 'Constant'], ['DeprecationWarning', 'DeprecationWarning', 'DeprecationWarning', 'DeprecationWarning', 'DeprecationWarning', 'DeprecationWarning', 'DeprecationWarning', 'DeprecationWarning', 'DeprecationWarning', 'DeprecationWarning'])
# 5 x True False True
# '''
# ///
import warnings
def caught(fn):
    with warnings.catch_warnings(record=True) as c:
        warnings.simplefilter("always")
        result = fn()
    return result, [w.category.__name__ for w in c]

import ast
print(caught(lambda: [type(n).__name__ for n in (ast.Num(1), ast.Str('s'), ast.Bytes(b'b'), ast.NameConstant(None), ast.Ellipsis())]))
print(ast.Num(5).n, ast.Str('x').s, isinstance(ast.Constant(1), ast.Num), isinstance(ast.Constant('s'), ast.Num), isinstance(ast.Constant('s'), ast.Str))
