# /// pyconform
# rules = ["walrus.comprehension-nested"]
# features = ["walrus"]
# description = "Nested comprehensions bind the target in the innermost enclosing function, not in a function further out, and at module level in the module."
#
# [expect]
# phase = "ok"
# stdout = '''
# ((1, 1), 'outer') module
# 5 True
# '''
# ///
t = 'module'
def outer():
    t = 'outer'
    def inner():
        [[(t := (i, j)) for j in range(2)] for i in range(2)]
        return t
    return inner(), t
print(outer(), t)
[[(u := i + j) for j in range(3)] for i in range(4)]
print(u, 'u' in globals())
