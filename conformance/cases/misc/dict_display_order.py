# /// pyconform
# rules = ["misc.dictcomp-order"]
# features = ["misc"]
# description = "A dict display with several items evaluates key, value, key, value from left to right."
# [expect]
# phase = "ok"
# stdout = """
# ['k1', 'v1', 'k2', 'v2'] {'k1': 'v1', 'k2': 'v2'}
# """
# ///
trace = []
def t(x):
    trace.append(x)
    return x
d = {t('k1'): t('v1'), t('k2'): t('v2')}
print(trace, d)
