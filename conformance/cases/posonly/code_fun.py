# /// pyconform
# rules = ["posonly.code-object"]
# features = ["posonly"]
# description = "For the seed's fun the counts are 2, 4 and 2, and varnames keep parameter order."
# [expect]
# phase = "ok"
# stdout = """
# 2 4 2 ('a', 'b', 'c', 'd', 'e', 'f')
# """
# ///
def fun(a, b, /, c, d, *, e, f):
    return (a, b, c, d, e, f)
co = fun.__code__
print(co.co_posonlyargcount, co.co_argcount, co.co_kwonlyargcount, co.co_varnames)
