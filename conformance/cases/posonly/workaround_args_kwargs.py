# /// pyconform
# rules = ["posonly.workaround"]
# features = ["posonly"]
# description = "The pre-3.8 workaround (*args, **kwargs with kwargs rejected by hand) refuses keywords like a '/' signature, but its signature shows neither names nor arity."
# [expect]
# stdout = '''
# 8 3 8 3
# old TypeError
# new TypeError
# (*args, **kwargs)
# (x, y, z=None, /)
# ['VAR_POSITIONAL', 'VAR_KEYWORD']
# ['POSITIONAL_ONLY', 'POSITIONAL_ONLY', 'POSITIONAL_ONLY']
# '''
# ///
import inspect


def pow_old(*args, **kwargs):
    # what the article describes: accept anything, then enforce "no keywords" by hand
    if kwargs:
        raise TypeError('pow_old() takes no keyword arguments')
    if not 2 <= len(args) <= 3:
        raise TypeError('pow_old() takes 2 or 3 arguments')
    x, y, *rest = args
    r = x ** y
    if rest and rest[0] is not None:
        r %= rest[0]
    return r


def pow_new(x, y, z=None, /):
    r = x**y
    if z is not None:
        r %= z
    return r


print(pow_old(2, 3), pow_old(2, 3, 5), pow_new(2, 3), pow_new(2, 3, 5))
for label, f in (('old', pow_old), ('new', pow_new)):
    try:
        f(x=2, y=3)
        print(label, 'accepted keywords')
    except TypeError as e:
        print(label, type(e).__name__)
print(inspect.signature(pow_old))
print(inspect.signature(pow_new))
print([p.kind.name for p in inspect.signature(pow_old).parameters.values()])
print([p.kind.name for p in inspect.signature(pow_new).parameters.values()])
