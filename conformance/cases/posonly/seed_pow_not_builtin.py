# /// pyconform
# rules = ["posonly.seed-pow", "erratum.seed-pow-builtin"]
# features = ["posonly", "pow"]
# description = "The article's pure-Python pow(x, y, z=None, /) differs from the builtin: negative exponents with a modulus, floats with a modulus, modulus 0 and the base/exp keywords."
# erratum = "000-article.md § Positional-only parameters says the pure-Python pow 'will behave the same as the builtin'; on 3.8 pow(2, -1, 5) is 3 for the builtin but 0.5 for it, pow(2.0, 3, 5) is a TypeError for the builtin but 3.0 for it, pow(2, 3, 0) is ValueError vs ZeroDivisionError, and the builtin accepts pow(base=2, exp=3) where it raises TypeError."
# [expect]
# stdout = '''
# (2, -1, 5) seed 0.5 | builtin 3
# (2.0, 3, 5) seed 3.0 | builtin TypeError
# (2, 3, 0) seed ZeroDivisionError | builtin ValueError
# base=2, exp=3 seed TypeError | builtin 8
# base=2, exp=3, mod=5 seed TypeError | builtin 3
# '''
# ///
import builtins


def pow(x, y, z=None, /):
    r = x**y
    if z is not None:
        r %= z
    return r


def attempt(f, args, kwargs):
    try:
        return repr(f(*args, **kwargs))
    except Exception as e:
        return type(e).__name__


for label, args, kwargs in [('(2, -1, 5)', (2, -1, 5), {}), ('(2.0, 3, 5)', (2.0, 3, 5), {}),
                            ('(2, 3, 0)', (2, 3, 0), {}),
                            ('base=2, exp=3', (), {'base': 2, 'exp': 3}),
                            ('base=2, exp=3, mod=5', (), {'base': 2, 'exp': 3, 'mod': 5})]:
    print(label, 'seed', attempt(pow, args, kwargs), '| builtin', attempt(builtins.pow, args, kwargs))
