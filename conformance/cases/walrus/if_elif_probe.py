# /// pyconform
# rules = ["walrus.if-elif"]
# features = ["walrus"]
# description = "Reference probe: a function returning m.group(1) from an if/elif chain of re.match calls."
# [expect]
# phase = "ok"
# stdout = """
# x y None
# """
# ///
import re
def f(line):
    if m := re.match('a(.)', line):
        return m.group(1)
    elif m := re.match('b(.)', line):
        return m.group(1)
    return None
print(f('ax'), f('by'), f('cz'))
