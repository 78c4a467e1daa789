# /// pyconform
# rules = ["walrus.with-item"]
# features = ["walrus"]
# description = "The walrus binds even when the object then fails as a context manager."
# [expect]
# phase = "ok"
# stdout = """
# bound 42
# """
# ///
try:
    with (x := 42):
        pass
except (AttributeError, TypeError):
    print('bound', x)
