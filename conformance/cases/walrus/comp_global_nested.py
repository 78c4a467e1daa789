# /// pyconform
# rules = ["walrus.comprehension-global-nonlocal", "walrus.comprehension-nested"]
# features = ["walrus"]
# description = "A walrus in a nested comprehension inside a function that declares the target global binds the module's global, not a local."
#
# [expect]
# phase = "ok"
# stdout = '''
# ([[0, 1], [10, 11], [20, 21]], False) 21
# ['x', 'y', 'z'] z
# '''
# ///
g = 'unset'
def f():
    global g
    rows = [[(g := r * 10 + c) for c in range(2)] for r in range(3)]
    return rows, 'g' in locals()
print(f(), g)
def h():
    global k
    return list(((k := n) for n in 'xyz'))
print(h(), k)
