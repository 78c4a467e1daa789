# /// pyconform
# rules = ["misc.unpack-in-subscript"]
# features = ["misc"]
# description = "Reading d[*t] is a syntax error in 3.8 as well; legal from 3.11."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [[drift]]
# since = "3.11"
# reason = "Starred expressions in subscripts are allowed from 3.11 (PEP 646)."
# phase = "ok"
# stdout = """
# 3
# """
# ///
d = {(1, 2): 3}
t = (1, 2)
print(d[*t])
