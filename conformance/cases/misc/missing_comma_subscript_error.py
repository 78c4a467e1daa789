# /// pyconform
# rules = ["misc.missing-comma-warning"]
# features = ["misc"]
# description = "Under -W error the missed-comma warning of a subscripted list display becomes a SyntaxError."
#
# [expect]
# phase = "ok"
# stdout = '''
# SyntaxError list indices must be integers or slices, not tuple; perhaps you missed a comma?
# '''
# ///
import warnings
with warnings.catch_warnings():
    warnings.simplefilter('error')
    try:
        compile("x = [[1, 2] [3, 4]]", 'm', 'exec')
    except SyntaxError as exc:
        print('SyntaxError', exc.msg)
