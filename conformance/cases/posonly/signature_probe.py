# /// pyconform
# rules = ["posonly.signature"]
# features = ["posonly"]
# description = "Reference probe: the signature text shows / and the kinds are reported."
# [expect]
# phase = "ok"
# stdout = """
# (a, b=2, /, c=3, *, d) ['POSITIONAL_ONLY', 'POSITIONAL_ONLY', 'POSITIONAL_OR_KEYWORD', 'KEYWORD_ONLY']
# """
# ///
import inspect
def f(a, b=2, /, c=3, *, d): pass
print(inspect.signature(f), [p.kind.name for p in inspect.signature(f).parameters.values()])
