# /// pyconform
# rules = ["lib.ast.type_comments"]
# features = ["ast"]
# description = "Per-argument type comments land on each arg node."
# [expect]
# stdout = '''
# ['int', 'str'] (...) -> None
# '''
# ///
import ast
src = "def f(a,  # type: int\n      b,  # type: str\n      ):\n    # type: (...) -> None\n    pass\n"
fn = ast.parse(src, type_comments=True).body[0]
print([a.type_comment for a in fn.args.args], fn.type_comment)
