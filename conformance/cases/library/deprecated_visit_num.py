# /// pyconform
# rules = ["dep.visit-num"]
# features = ["ast"]
# description = "A NodeVisitor with only visit_Num is still called for numeric constants, with a PendingDeprecationWarning; visit_Constant takes precedence when defined."
#
# [expect]
# phase = "ok"
# stdout = '''
# visit_Num 1
# visit_Num 2
# (None, ['PendingDeprecationWarning', 'PendingDeprecationWarning'])
# visit_Constant 3
# (None, [])
# '''
#
# [[drift]]
# since = "3.9"
# reason = "3.9 raises visit_Num and friends to DeprecationWarning"
# phase = "ok"
# stdout = '''
# visit_Num 1
# visit_Num 2
# (None, ['DeprecationWarning', 'DeprecationWarning'])
# visit_Constant 3
# (None, [])
# '''
# ///
import warnings
def caught(fn):
    with warnings.catch_warnings(record=True) as c:
        warnings.simplefilter("always")
        result = fn()
    return result, [w.category.__name__ for w in c]

import ast
class V(ast.NodeVisitor):
    def visit_Num(self, node):
        print('visit_Num', node.value)
class W(V):
    def visit_Constant(self, node):
        print('visit_Constant', node.value)
print(caught(lambda: V().visit(ast.parse('1 + 2'))))
print(caught(lambda: W().visit(ast.parse('3'))))
