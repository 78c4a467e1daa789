# /// pyconform
# rules = ["lib.ast.type_comments"]
# features = ["ast"]
# description = "'# type: ignore' comments are collected in Module.type_ignores with their line and tag."
# [expect]
# stdout = '''
# [('TypeIgnore', 1, ''), ('TypeIgnore', 2, '[misc]')]
# []
# '''
# ///
import ast
t = ast.parse("import os  # type: ignore\nx = 1  # type: ignore[misc]\n", type_comments=True)
print([(type(ti).__name__, ti.lineno, ti.tag) for ti in t.type_ignores])
print(ast.parse("import os  # type: ignore\n").type_ignores)
