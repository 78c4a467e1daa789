# /// pyconform
# rules = ["posonly.async", "posonly.code-object"]
# features = ["posonly"]
# description = "An async function's code object counts positional-only parameters too."
# [expect]
# phase = "ok"
# stdout = """
# True 2 3
# """
# ///
import inspect
async def f(a, b, /, c):
    pass
print(inspect.iscoroutinefunction(f), f.__code__.co_posonlyargcount, f.__code__.co_argcount)
