# /// pyconform
# rules = ["lib.ast.end_positions"]
# features = ["ast"]
# description = "The second f-string of an implicit concatenation starts at the JoinedStr's column on CPython 3.8; PyPy gives it its own."
# [expect]
# stdout = """
# 0
# """
# [provenance]
# found_by = "CPython 3.8 Lib/test/test_fstring.py run on PyPy (issue 32), reduced by hand"
# implementation = "pypy 3.9.16"
# ///
import ast
print(ast.parse("f'{a}' f'{b}'").body[0].value.values[1].col_offset)
