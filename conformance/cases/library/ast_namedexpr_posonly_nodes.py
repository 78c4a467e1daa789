# /// pyconform
# rules = ["lib.ast.new_nodes"]
# features = ["ast", "walrus", "posonly"]
# description = "3.8 syntax has AST nodes: arguments.posonlyargs and NamedExpr."
# [expect]
# stdout = '''
# ['a', 'b'] ['c'] ['d']
# NamedExpr y 5
# '''
# ///
import ast
fn = ast.parse("def f(a, b, /, c, *, d): pass").body[0]
print([a.arg for a in fn.args.posonlyargs], [a.arg for a in fn.args.args], [a.arg for a in fn.args.kwonlyargs])
w = ast.parse("(y := 5)").body[0].value
print(type(w).__name__, w.target.id, w.value.value)
