# /// pyconform
# rules = ["walrus.evaluation-order"]
# features = ["walrus"]
# description = "In NAME + (NAME := v), NAME - (NAME := v) and the reverse order, the left operand is evaluated before the walrus rebinds the name."
#
# [expect]
# phase = "ok"
# stdout = '''
# 11 1
# 9 1
# 0 1
# 768 4
# abb b
# -6 1
# '''
# ///
x = 10
print(x + (x := 1), x)
x = 10
print(x - (x := 1), x)
x = 10
print((x := 1) - x, x)
x = 3
print(x * (x := 4) ** x, x)
s = 'a'
print(s + (s := 'b') + s, s)
x = 7
print(-x + (x := 1), x)
