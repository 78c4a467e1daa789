# /// pyconform
# rules = ["misc.missing-comma-warning"]
# features = ["misc"]
# description = "A call on a tuple literal, as in [(1, 2) (3, 4)], warns at compile time and fails with TypeError at run time."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# ['SyntaxWarning']
# """
# ///
import warnings
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    code = compile("[(1, 2) (3, 4)]", 'm', 'exec')
print([w.category.__name__ for w in caught])
exec(code)
