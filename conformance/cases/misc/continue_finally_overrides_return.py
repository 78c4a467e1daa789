# /// pyconform
# rules = ["misc.continue-in-finally"]
# features = ["misc"]
# description = "continue in finally cancels a pending return from the try block."
# [expect]
# phase = "ok"
# stdout = """
# ('end', [0, 1, 2])
# """
# ///
def f():
    seen = []
    for i in range(3):
        try:
            seen.append(i)
            return 'returned', seen
        finally:
            continue
    return 'end', seen
print(f())
