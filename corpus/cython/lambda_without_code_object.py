# /// pyconform
# rules = ["posonly.code-object"]
# features = ["posonly"]
# description = "A lambda's code object counts its positional-only parameters; a lambda compiled by Cython 3.0.12 has no code object (__code__ is None)."
# [expect]
# stdout = """
# 1 2
# """
# [provenance]
# found_by = "pyconform run --impl cython:3.0.12:python3 (posonly/code_lambda_varargs, reduced by hand)"
# implementation = "cython 3.0.12, extension run on CPython 3.11.7"
# ///
f = lambda a, /, b: None
print(f.__code__.co_posonlyargcount, f.__code__.co_argcount)
