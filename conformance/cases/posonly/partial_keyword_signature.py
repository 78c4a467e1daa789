# /// pyconform
# rules = ["posonly.partial", "posonly.signature"]
# features = ["posonly"]
# description = "inspect.signature refuses a partial that binds a positional-only parameter by keyword."
# [expect]
# phase = "ok"
# stdout = """
# ValueError
# """
# ///
from functools import partial
import inspect
def f(a, b, /, c):
    pass
try:
    inspect.signature(partial(f, a=1))
except ValueError:
    print('ValueError')
