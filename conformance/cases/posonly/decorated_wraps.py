# /// pyconform
# rules = ["posonly.decorated"]
# features = ["posonly"]
# description = "A functools.wraps wrapper reports the wrapped signature, and the wrapped function still rejects keywords."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# (a, b, /, c) (1, 2, 3) f
# 2 0
# (*args, **kwargs)
# """
# ///
import functools, inspect
def deco(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper
@deco
def f(a, b, /, c):
    return a, b, c
print(inspect.signature(f), f(1, 2, c=3), f.__name__)
print(f.__wrapped__.__code__.co_posonlyargcount, f.__code__.co_posonlyargcount)
print(inspect.signature(f, follow_wrapped=False))
f(1, b=2, c=3)
