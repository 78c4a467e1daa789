# /// pyconform
# rules = ["posonly.arity"]
# features = ["posonly"]
# description = "Calling fun() with no arguments reports the four positional parameters, positional-only ones included, as missing; the keyword-only ones are reported next."
# notes = "The message is checked because any arity error is a TypeError: it is what shows positional-only parameters are counted (and named) with the other required positionals. '/' itself does not change arity, so dropping it is caught by other posonly cases."
# [expect]
# phase = "ok"
# stdout = '''
# fun() missing 4 required positional arguments: 'a', 'b', 'c', and 'd'
# fun() missing 2 required keyword-only arguments: 'e' and 'f'
# (1, 2, 3, 4, 5, 6)
# '''
# ///
def fun(a, b, /, c, d, *, e, f):
    return (a, b, c, d, e, f)
for call in (lambda: fun(), lambda: fun(1, 2, 3, 4)):
    try:
        call()
        print('accepted')
    except TypeError as e:
        print(e)
print(fun(1, 2, 3, 4, e=5, f=6))
