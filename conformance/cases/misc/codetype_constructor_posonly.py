# /// pyconform
# rules = ["porting.codetype-constructor"]
# features = ["posonly"]
# description = "types.CodeType's constructor takes posonlyargcount as its second argument: a code object rebuilt that way equals the original."
#
# [expect]
# phase = "ok"
# stdout = '''
# 6 2
# TypeError
# '''
#
# [[drift]]
# since = "3.11"
# reason = "3.11's CodeType constructor takes more arguments (qualname, exception table), so the 3.8 argument list is a TypeError"
# phase = "run"
# exception = "TypeError"
# ///
import types
def f(a, b, /, c):
    return a + b + c
c = f.__code__
args = (c.co_argcount, c.co_posonlyargcount, c.co_kwonlyargcount, c.co_nlocals, c.co_stacksize, c.co_flags, c.co_code,
        c.co_consts, c.co_names, c.co_varnames, c.co_filename, c.co_name, c.co_firstlineno, c.co_lnotab, c.co_freevars, c.co_cellvars)
g = types.FunctionType(types.CodeType(*args), {})
print(g(1, 2, c=3), g.__code__.co_posonlyargcount)
try:
    types.CodeType(*(args[:1] + args[2:]))
except TypeError:
    print('TypeError')
