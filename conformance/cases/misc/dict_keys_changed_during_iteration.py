# /// pyconform
# rules = ["upstream.dict-keys-changed"]
# features = ["misc"]
# description = "Deleting one key and inserting another while iterating over a dict's keys, values or items raises RuntimeError, though its size stays the same."
# [expect]
# phase = "ok"
# stdout = """
# keys RuntimeError
# values RuntimeError
# items RuntimeError
# """
# ///
for view in ("keys", "values", "items"):
    d = {0: 0}
    try:
        for _ in getattr(d, view)():
            del d[next(iter(d))]
            d[len(d) + 100] = 1
        print(view, "no error", len(d))
    except RuntimeError:
        print(view, "RuntimeError")
