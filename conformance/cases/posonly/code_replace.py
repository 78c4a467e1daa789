# /// pyconform
# rules = ["posonly.code-object"]
# features = ["posonly"]
# description = "CodeType.replace can change co_posonlyargcount, turning a parameter positional-only."
# [expect]
# phase = "ok"
# stdout = """
# (1, 2)
# TypeError
# """
# ///
def f(a, b):
    return a, b
f.__code__ = f.__code__.replace(co_posonlyargcount=1)
print(f(1, b=2))
try:
    f(a=1, b=2)
except TypeError:
    print('TypeError')
