# /// pyconform
# rules = ["lib.ast.func-type"]
# features = ["ast"]
# description = "A func_type source without '->' is a SyntaxError."
#
# [expect]
# phase = "run"
# exception = "SyntaxError"
# ///
import ast
ast.parse('(int, str)', mode='func_type')
