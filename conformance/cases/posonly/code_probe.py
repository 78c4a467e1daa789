# /// pyconform
# rules = ["posonly.code-object"]
# features = ["posonly"]
# description = "Reference probe: co_posonlyargcount counts parameters before /; co_argcount includes them."
# [expect]
# phase = "ok"
# stdout = """
# 2 3 0
# """
# ///
def f(a, b, /, c): pass
print(f.__code__.co_posonlyargcount, f.__code__.co_argcount, f.__code__.co_kwonlyargcount)
