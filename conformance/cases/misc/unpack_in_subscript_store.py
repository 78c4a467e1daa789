# /// pyconform
# rules = ["misc.unpack-in-subscript"]
# features = ["misc"]
# description = "Reference probe: d[*t] = 3 is a syntax error in 3.8; legal from 3.11."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [[drift]]
# since = "3.11"
# reason = "Starred expressions in subscripts are allowed from 3.11 (PEP 646)."
# phase = "ok"
# stdout = """
# {(1, 2): 3}
# """
# ///
d = {}
t = (1, 2)
d[*t] = 3
print(d)
