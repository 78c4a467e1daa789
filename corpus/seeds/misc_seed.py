# /// pyconform
# rules = ["misc.dictcomp-order", "misc.return-yield-unpack"]
# features = ["dict-comp-order", "star-return", "star-yield"]
# description = "Seed for mutation: a misc program; its model predicted this output and CPython 3.8.18 agrees."
# [expect]
# phase = "ok"
# stdout = '''
# k 0
# v 0
# k 1
# v 1
# k 2
# v 2
# {0: 0, 1: 2, 2: 4}
# k 4
# v 1
# {1: 2}
# ('x', 'y')
# [([1, 2],), ([1, 2],)]
# '''
# [provenance]
# generator = "misc"
# part_seeds = [8958330, 14021291, 2061573, 3416246]
# checked_on = ["cpython 3.8.18", "cpython 3.11.7"]
# ///
def k(i):
    print('k', i)
    return i % 3
def v(i):
    print('v', i)
    return i * 2
print({k(i): v(i) for i in range(3)})
print({k(4): v(1)})
def s2(a, b):
    return *a, *b
print(s2((), 'xy'))
def s3(a, b):
    yield a, *b
    x = yield a, *b
print(list(s3([1, 2], ())))
