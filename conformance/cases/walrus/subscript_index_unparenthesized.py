# /// pyconform
# rules = ["walrus.subscript"]
# features = ["walrus"]
# description = "In 3.8 an index cannot be an unparenthesized walrus; legal from 3.10."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [[drift]]
# since = "3.10"
# reason = "Unparenthesized assignment expressions are allowed in sequence indexes from 3.10."
# phase = "ok"
# stdout = """
# 2 1
# """
# ///
a = [1, 2, 3]
print(a[i := 1], i)
