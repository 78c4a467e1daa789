# /// pyconform
# rules = ["posonly.builtins"]
# features = ["posonly"]
# description = "Several C builtins reject their parameter names as keywords."
# [expect]
# phase = "ok"
# stdout = """
# len TypeError
# abs TypeError
# divmod TypeError
# ord TypeError
# chr TypeError
# repr TypeError
# callable TypeError
# isinstance TypeError
# """
# ///
calls = [(len, {'obj': [1]}), (abs, {'x': -1}), (divmod, {'x': 7, 'y': 2}),
         (ord, {'c': 'a'}), (chr, {'i': 65}), (repr, {'obj': 1}),
         (callable, {'obj': 1}), (isinstance, {'obj': 1, 'class_or_tuple': int})]
for f, kw in calls:
    try:
        f(**kw)
        print(f.__name__, 'accepted')
    except TypeError:
        print(f.__name__, 'TypeError')
