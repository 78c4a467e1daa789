# /// pyconform
# rules = ["lib.ast.constant"]
# features = ["ast"]
# description = "Every literal parses to ast.Constant, whose value is the Python object."
# [expect]
# stdout = '''
# Constant 1
# Constant 's'
# Constant b'b'
# Constant None
# Constant True
# Constant Ellipsis
# Constant 1.5
# Constant 2j
# '''
# ///
import ast
for s in ["1", "'s'", "b'b'", "None", "True", "...", "1.5", "2j"]:
    v = ast.parse(s).body[0].value
    print(type(v).__name__, repr(v.value))
