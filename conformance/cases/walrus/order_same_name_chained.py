# /// pyconform
# rules = ["walrus.evaluation-order"]
# features = ["walrus"]
# description = "In a chained comparison each operand is evaluated once, left to right, so a later NAME sees the walrus's new value and an earlier one the old."
#
# [expect]
# phase = "ok"
# stdout = '''
# True 3
# False 3
# True 4
# True 0
# False 2
# '''
# ///
x = 1
print(x < (x := 3) <= x, x)
x = 5
print(x < (x := 3) < x, x)
x = 0
print((x := 4) == x == 4, x)
y = 9
print(y > (y := 1) > (y := 0) == y, y)
z = 2
print(z < 1 < (z := 7), z)
