# /// pyconform
# rules = ["posonly.signature"]
# features = ["posonly"]
# description = "Signature.bind follows call rules: positional-only parameters cannot be bound by name."
# [expect]
# phase = "ok"
# stdout = """
# (1,) {'c': 4} {'a': 1, 'c': 4}
# {'a': 1, 'b': 2, 'c': 4}
# TypeError
# """
# ///
import inspect
def f(a, b=2, /, c=3): pass
sig = inspect.signature(f)
ba = sig.bind(1, c=4)
print(ba.args, ba.kwargs, dict(ba.arguments))
ba.apply_defaults()
print(dict(ba.arguments))
try:
    sig.bind(a=1)
except TypeError:
    print('TypeError')
