# /// pyconform
# rules = ["lib.ast.type_comments"]
# features = ["ast"]
# description = "for and with statements keep their type comments."
# [expect]
# stdout = '''
# int str
# '''
# ///
import ast
t = ast.parse("for x in y:  # type: int\n    pass\nwith a as b:  # type: str\n    pass\n", type_comments=True)
print(t.body[0].type_comment, t.body[1].type_comment)
