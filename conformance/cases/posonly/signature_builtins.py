# /// pyconform
# rules = ["posonly.signature", "posonly.builtins"]
# features = ["posonly"]
# description = "Builtins report positional-only parameters in their signatures."
# [expect]
# phase = "ok"
# stdout = """
# (obj, /) (x, y, /) (x, /)
# (iterable, /, start=0) (iterable, /, *, key=None, reverse=False)
# (object, /) (self, value, /)
# """
# ///
import inspect
print(inspect.signature(len), inspect.signature(divmod), inspect.signature(abs))
print(inspect.signature(sum), inspect.signature(sorted))
print(inspect.signature([].append), inspect.signature(int.__add__))
