# /// pyconform
# rules = ["misc.missing-comma-warning"]
# features = ["misc"]
# description = "Compiling [[1, 2] [3, 4]] gives a missed-comma SyntaxWarning on CPython 3.8; PyPy gives none."
# [expect]
# stdout = """
# 1
# """
# [provenance]
# found_by = "CPython 3.8 Lib/test/test_grammar.py run on PyPy (issue 32), reduced by hand"
# implementation = "pypy 3.9.16"
# ///
import warnings
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    compile("[[1, 2] [3, 4]]", 'm', 'eval')
print(len(caught))
