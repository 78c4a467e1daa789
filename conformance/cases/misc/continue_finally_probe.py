# /// pyconform
# rules = ["misc.continue-in-finally"]
# features = ["misc"]
# description = "Reference probe: continue inside a finally clause of a loop body is accepted."
# [expect]
# phase = "ok"
# stdout = """
# ok
# """
# ///
for i in range(2):
    try:
        pass
    finally:
        continue
print('ok')
