# /// pyconform
# rules = ["posonly.signature"]
# features = ["posonly"]
# description = "getfullargspec lists positional-only parameters among args."
# [expect]
# phase = "ok"
# stdout = """
# ['a', 'b', 'c', 'd'] None ['e', 'f']
# """
# ///
def fun(a, b, /, c, d, *, e, f):
    return (a, b, c, d, e, f)
import inspect
spec = inspect.getfullargspec(fun)
print(spec.args, spec.varargs, spec.kwonlyargs)
