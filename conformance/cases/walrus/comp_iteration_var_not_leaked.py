# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "The iteration variable stays private to the comprehension while the walrus target escapes."
# [expect]
# phase = "ok"
# stdout = """
# outer c
# """
# ///
x = 'outer'
total = [last := x for x in 'abc']
print(x, last)
