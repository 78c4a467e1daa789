# /// pyconform
# rules = ["walrus.comprehension-nested"]
# features = ["walrus"]
# description = "From doubly nested comprehensions the target binds in the enclosing function."
# [expect]
# phase = "ok"
# stdout = """
# ([(1, 0), (1, 1), (1, 2)], (1, 2))
# """
# ///
def f():
    grid = [[(last := (r, c)) for c in range(3)] for r in range(2)]
    return grid[1], last
print(f())
