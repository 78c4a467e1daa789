# /// pyconform
# rules = ["posonly.builtins"]
# features = ["posonly"]
# description = "Methods of builtin types reject keyword use of their positional-only parameters."
# [expect]
# phase = "ok"
# stdout = """
# [].append(object=1) TypeError
# {}.get(key=1) TypeError
# 'abc'.startswith(prefix='a') TypeError
# 'a'.join(iterable=['x']) TypeError
# (1).__add__(value=1) TypeError
# divmod(7, y=2) TypeError
# """
# ///
calls = ["[].append(object=1)", "{}.get(key=1)", "'abc'.startswith(prefix='a')",
         "'a'.join(iterable=['x'])", "(1).__add__(value=1)", "divmod(7, y=2)"]
for c in calls:
    try:
        eval(c)
        print(c, 'accepted')
    except TypeError:
        print(c, 'TypeError')
