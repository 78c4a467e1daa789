# /// pyconform
# rules = ["posonly.positional-only"]
# features = ["posonly"]
# description = "Seed for mutation: a signature program; its model predicted this output and CPython 3.8.18 agrees."
# [expect]
# phase = "ok"
# stdout = '''
# TypeError
# TypeError
# TypeError
# '''
# [provenance]
# generator = "signature"
# part_seeds = [8519258, 13369852, 10486991, 12095150]
# checked_on = ["cpython 3.8.18", "cpython 3.11.7"]
# ///
def f(a, b, /, c, *, d, e, **kw):
    return (a, b, c, d, e, sorted(kw.items()))
try:
    print(f(100, d=200, c=201, z=202, a=203))
except TypeError:
    print('TypeError')
try:
    print(f(100, 101, 102, 103, z=200, b=201, c=202, d=203))
except TypeError:
    print('TypeError')
try:
    print(f(100, 101, 102))
except TypeError:
    print('TypeError')
