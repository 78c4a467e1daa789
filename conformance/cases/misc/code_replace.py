# /// pyconform
# rules = ["lib.types.code-replace"]
# features = ["misc"]
# description = "CodeType.replace() returns a copy with the named fields changed, keeps the rest, and accepts only keyword arguments."
#
# [expect]
# phase = "ok"
# stdout = '''
# g f 2 ('a', 'b') False
# h swapped
# TypeError
# TypeError
# '''
# ///
def f(a, b):
    return a + b
code = f.__code__
g = code.replace(co_name='g', co_consts=code.co_consts)
print(g.co_name, code.co_name, g.co_argcount, g.co_varnames, g is code)
def h():
    return 'h'
f.__code__ = h.__code__.replace(co_name='swapped')
print(f(), f.__code__.co_name)
try:
    code.replace('x')
except TypeError as exc:
    print('TypeError')
try:
    code.replace(co_bogus=1)
except TypeError:
    print('TypeError')
