# /// pyconform
# rules = ["misc.missing-comma-warning"]
# features = ["misc"]
# description = "Subscripting a list display with a tuple, as in [[1, 2] [3, 4]], warns at compile time (list indices must be integers or slices) and fails with TypeError when run."
#
# [expect]
# phase = "ok"
# stdout = '''
# [('SyntaxWarning', 'list indices must be integers or slices, not tuple; perhaps you missed a comma?')]
# TypeError list indices must be integers or slices, not tuple
# '''
# ///
import warnings
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    code = compile("x = [[1, 2] [3, 4]]", 'm', 'exec')
print([(w.category.__name__, str(w.message)) for w in caught])
try:
    exec(code)
except TypeError as exc:
    print('TypeError', exc)
