# /// pyconform
# rules = ["walrus.comprehension-closure"]
# features = ["walrus"]
# description = "A generator expression binds the function's local only as it is consumed."
# [expect]
# phase = "ok"
# stdout = """
# unbound UnboundLocalError
# 0 0
# [1, 2] 2
# """
# ///
def f():
    gen = (last := i for i in range(3))
    try:
        print(last)
    except NameError as e:
        print('unbound', type(e).__name__)
    print(next(gen), last)
    print(list(gen), last)
f()
