# /// pyconform
# rules = ["lib.ast.feature_version"]
# features = ["ast", "walrus"]
# description = "ast.parse accepts a walrus under feature_version=(3, 7) up to 3.9; PyPy 3.9 rejects it."
# [expect]
# stdout = "accepted\n"
# [[drift]]
# since = "3.10"
# reason = "3.10 enforces feature_version for assignment expressions"
# phase = "run"
# exception = "SyntaxError"
# [provenance]
# found_by = "pyconform run --impl pypy3 (suite failure, reduced by hand)"
# implementation = "pypy 3.9.16"
# ///
import ast
ast.parse("(x := 1)", feature_version=(3, 7))
print("accepted")
