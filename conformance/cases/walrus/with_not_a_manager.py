# /// pyconform
# rules = ["walrus.with-item"]
# features = ["walrus"]
# description = "Reference probe: with (x := open) as y fails at run time since a function is not a context manager."
# [expect]
# phase = "run"
# exception = "AttributeError"
# stdout = """
# start
# """
# [[drift]]
# since = "3.11"
# reason = "A non-context-manager in a with statement raises TypeError from 3.11 on."
# phase = "run"
# exception = "TypeError"
# stdout = """
# start
# """
# ///
print('start')
with (x := open) as y:
    pass
