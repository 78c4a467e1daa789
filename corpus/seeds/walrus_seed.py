# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "Seed for mutation: a walrus program; its model predicted this output and CPython 3.8.18 agrees."
# [expect]
# phase = "ok"
# stdout = '''
# 12
# [1]
# lazy UnboundLocalError
# [1, 2, 3]
# r1 NameError
# '''
# [provenance]
# generator = "walrus"
# part_seeds = [2897756, 7268099, 3610309, 15245294]
# checked_on = ["cpython 3.8.18", "cpython 3.11.7"]
# ///
print(sum((c := i * 4) for i in range(3)))
print([i for i in range(3) if (b := i + 4) % 2])
def f1():
    g = ((a := i + 1) for i in range(3))
    try:
        print('lazy', a)
    except NameError as e:
        print('lazy', type(e).__name__)
    print(list(g))
f1()
try:
    print('r1', a)
except NameError as e:
    print('r1', type(e).__name__)
