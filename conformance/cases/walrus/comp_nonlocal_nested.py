# /// pyconform
# rules = ["walrus.comprehension-global-nonlocal", "walrus.comprehension-nested"]
# features = ["walrus"]
# description = "With nonlocal z, a walrus in a nested comprehension rebinds the enclosing function's z, which a closure then sees."
#
# [expect]
# phase = "ok"
# stdout = '''
# ((3, True), 2, 2)
# '''
# ///
def outer():
    z = 'start'
    def read():
        return z
    def inner():
        nonlocal z
        total = sum([sum([(z := a * b) for b in range(3)]) for a in range(2)])
        return total, 'z' in locals()
    return inner(), z, read()
print(outer())
