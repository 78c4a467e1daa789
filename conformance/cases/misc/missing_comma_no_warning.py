# /// pyconform
# rules = ["misc.missing-comma-warning"]
# features = ["misc"]
# description = "With the comma present, or when calling a name, no SyntaxWarning is issued."
# [expect]
# phase = "ok"
# stdout = """
# 0 [(1, 2), (3, 4)] 5
# """
# ///
import warnings
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    code = compile("r = [(1, 2), (3, 4)]\ns = str (5)\n", 'm', 'exec')
ns = {}
exec(code, ns)
print(len(caught), ns['r'], ns['s'])
