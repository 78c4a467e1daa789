# /// pyconform
# rules = ["walrus.evaluation-order"]
# features = ["walrus"]
# description = "In a[(a := ...)...] the subscripted object is the old a, evaluated before the index rebinds it; the same for the index name."
#
# [expect]
# phase = "ok"
# stdout = '''
# 30 [1, 2]
# old {'k': 'new'}
# 12 2
# 3 [[9]]
# '''
# ///
a = [10, 20, 30]
print(a[(a := [1, 2])[1]], a)
d = {'k': 'old'}
print(d[(d := {'k': 'new'}) and 'k'], d)
i = 0
lst = [5, 6, 7]
print(lst[i] + lst[(i := 2)], i)
m = [[1, 2], [3, 4]]
print(m[(m := [[9]]) and 1][m[0][0] - 9], m)
