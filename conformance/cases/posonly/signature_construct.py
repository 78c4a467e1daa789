# /// pyconform
# rules = ["posonly.signature"]
# features = ["posonly"]
# description = "A Signature built from POSITIONAL_ONLY parameters prints the / marker."
# [expect]
# phase = "ok"
# stdout = """
# (a, b=0, /, c=1)
# True 0
# """
# ///
import inspect
P = inspect.Parameter
s = inspect.Signature([P('a', P.POSITIONAL_ONLY), P('b', P.POSITIONAL_ONLY, default=0), P('c', P.POSITIONAL_OR_KEYWORD, default=1)])
print(s)
print(P.POSITIONAL_ONLY < P.POSITIONAL_OR_KEYWORD, int(P.POSITIONAL_ONLY))
