# /// pyconform
# rules = ["lib.ast.func-type"]
# features = ["ast"]
# description = "ast.parse(mode='func_type') parses a signature type comment into a FunctionType node with argtypes and returns."
#
# [expect]
# phase = "ok"
# stdout = '''
# FunctionType ["Name(id='int', ctx=Load())", "Name(id='str', ctx=Load())"] Subscript(value=Name(id='List', ctx=Load()), slice=Index(value=Name(id='int', ctx=Load())), ctx=Load())
# FunctionType(argtypes=[], returns=Constant(value=None, kind=None))
# '''
#
# [[drift]]
# since = "3.9"
# reason = "3.9 drops the Index node around a subscript and no longer shows Constant's kind=None in ast.dump"
# phase = "ok"
# stdout = '''
# FunctionType ["Name(id='int', ctx=Load())", "Name(id='str', ctx=Load())"] Subscript(value=Name(id='List', ctx=Load()), slice=Name(id='int', ctx=Load()), ctx=Load())
# FunctionType(argtypes=[], returns=Constant(value=None))
# '''
#
# [[drift]]
# since = "3.13"
# reason = "3.13's ast.dump omits empty list fields such as argtypes=[]"
# phase = "ok"
# stdout = '''
# FunctionType ["Name(id='int', ctx=Load())", "Name(id='str', ctx=Load())"] Subscript(value=Name(id='List', ctx=Load()), slice=Name(id='int', ctx=Load()), ctx=Load())
# FunctionType(returns=Constant(value=None))
# '''
# ///
import ast
t = ast.parse('(int, *str) -> List[int]', mode='func_type')
print(type(t).__name__, [ast.dump(a) for a in t.argtypes], ast.dump(t.returns))
print(ast.dump(ast.parse('() -> None', mode='func_type')))
