# /// pyconform
# rules = ["posonly.code-object"]
# features = ["posonly"]
# description = "*args and **kw are not counted; they follow the named parameters in co_varnames."
# [expect]
# phase = "ok"
# stdout = """
# 2 2 1 ('a', 'b', 'c', 'args', 'kw')
# """
# ///
f = lambda a, b=5, /, *args, c, **kw: None
co = f.__code__
print(co.co_posonlyargcount, co.co_argcount, co.co_kwonlyargcount, co.co_varnames)
