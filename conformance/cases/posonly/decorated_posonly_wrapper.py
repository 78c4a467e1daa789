# /// pyconform
# rules = ["posonly.decorated"]
# features = ["posonly"]
# description = "A wrapper whose own first parameter is positional-only can pass a same-named keyword through."
# [expect]
# phase = "ok"
# stdout = """
# wrapper got x ['fn_arg']
# {'fn_arg': 1}
# """
# ///
import functools
def logged(fn):
    @functools.wraps(fn)
    def wrapper(fn_arg=None, /, **kwargs):
        print('wrapper got', fn_arg, sorted(kwargs))
        return fn(**kwargs)
    return wrapper
@logged
def g(**kw):
    return kw
print(g('x', fn_arg=1))
