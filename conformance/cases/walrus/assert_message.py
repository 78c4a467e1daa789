# /// pyconform
# rules = ["walrus.assert"]
# features = ["walrus"]
# description = "A walrus in an assert message is evaluated only when the assertion fails."
# notes = "Assumes assertions are enabled (no -O)."
# [expect]
# phase = "ok"
# stdout = """
# failed: v was 0 | v was 0
# 2 False
# """
# ///
try:
    assert (v := 0), (msg := 'v was %r' % v)
except AssertionError as e:
    print('failed:', e, '|', msg)
assert (w := 2), (never := 'x')
print(w, 'never' in globals())
