# /// pyconform
# rules = ["upstream.exception-cause-delete"]
# features = ["misc"]
# description = "del on an exception's __cause__ or __context__ raises TypeError; setting them works."
# [expect]
# phase = "ok"
# stdout = """
# __cause__ TypeError
# __context__ TypeError
# set ValueError ValueError
# """
# ///
e = Exception()
for name in ("__cause__", "__context__"):
    try:
        delattr(e, name)
        print(name, "deleted")
    except Exception as err:
        print(name, type(err).__name__)
e.__cause__ = e.__context__ = ValueError()
print("set", type(e.__cause__).__name__, type(e.__context__).__name__)
