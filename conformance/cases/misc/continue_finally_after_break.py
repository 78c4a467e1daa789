# /// pyconform
# rules = ["misc.continue-in-finally"]
# features = ["misc"]
# description = "continue in finally also overrides a break in the try block."
# [expect]
# phase = "ok"
# stdout = """
# 4
# """
# ///
n = 0
for i in range(4):
    try:
        n += 1
        break
    finally:
        continue
print(n)
