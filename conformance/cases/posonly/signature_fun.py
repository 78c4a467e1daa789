# /// pyconform
# rules = ["posonly.signature"]
# features = ["posonly"]
# description = "The seed's fun has the signature text (a, b, /, c, d, *, e, f)."
# [expect]
# phase = "ok"
# stdout = """
# (a, b, /, c, d, *, e, f)
# ['positional-only', 'positional-only', 'positional or keyword', 'positional or keyword', 'keyword-only', 'keyword-only']
# """
# ///
def fun(a, b, /, c, d, *, e, f):
    return (a, b, c, d, e, f)
import inspect
print(inspect.signature(fun))
print([p.kind.description for p in inspect.signature(fun).parameters.values()])
