# /// pyconform
# rules = ["posonly.positional-only"]
# features = ["posonly"]
# description = "Every call that names a or b raises TypeError, whatever else is passed."
# [expect]
# phase = "ok"
# stdout = """
# TypeError ['a', 'b', 'c', 'd', 'e', 'f']
# TypeError ['b', 'c', 'd', 'e', 'f']
# TypeError ['a', 'c', 'd', 'e', 'f']
# """
# ///
def fun(a, b, /, c, d, *, e, f):
    return (a, b, c, d, e, f)
calls = [
    dict(a=1, b=2, c=3, d=4, e=5, f=6),
    dict(b=2, c=3, d=4, e=5, f=6),
    dict(a=1, c=3, d=4, e=5, f=6),
]
for kw in calls:
    try:
        fun(**kw) if 'b' in kw and 'a' in kw else fun(0, **kw)
        print('accepted', sorted(kw))
    except TypeError:
        print('TypeError', sorted(kw))
