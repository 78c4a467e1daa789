# /// pyconform
# rules = ["misc.continue-in-finally"]
# features = ["misc"]
# description = "continue inside a finally clause is accepted and takes effect: it discards the pending exception and overrides a break."
# [expect]
# phase = "ok"
# stdout = '''
# [0, 1, 2] done
# '''
# ///
out = []
for i in range(3):
    try:
        out.append(i)
        if i == 0:
            raise ValueError('discarded by continue')
        if i == 1:
            break
    finally:
        continue
print(out, 'done')
