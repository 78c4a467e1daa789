# /// pyconform
# rules = ["walrus.with-item"]
# features = ["walrus"]
# description = "In with (cm := expr) as v, cm is the context manager and v what __enter__ returned."
# [expect]
# phase = "ok"
# stdout = """
# CM entered
# CM
# """
# ///
class CM:
    def __enter__(self):
        return 'entered'
    def __exit__(self, *exc):
        return False
with (cm := CM()) as v:
    print(type(cm).__name__, v)
print(type(cm).__name__)
