# /// pyconform
# rules = ["walrus.lambda"]
# features = ["walrus"]
# description = "A lambda can bind with := and use the name later in the same body."
# [expect]
# phase = "ok"
# stdout = """
# 42 None
# """
# ///
import re
g = lambda s: (m := re.match(r'(\d+)', s)) and int(m.group(1)) * 2
print(g('21abc'), g('abc'))
