# /// pyconform
# rules = ["posonly.code-object"]
# features = ["posonly"]
# description = "A function without / has co_posonlyargcount 0."
# [expect]
# phase = "ok"
# stdout = """
# 0 0
# """
# ///
def f(a, b, *, c): pass
def g(): pass
print(f.__code__.co_posonlyargcount, g.__code__.co_posonlyargcount)
