# /// pyconform
# rules = ["lib.ast.constant"]
# features = ["ast"]
# description = "The ast module exists in 3.8; Brython's stdlib has none."
# [expect]
# stdout = "ok\n"
# [provenance]
# found_by = "pyconform run --impl brython (suite failure, reduced by hand)"
# implementation = "brython 3.8.10 (npm brython)"
# ///
import ast
print('ok')
