# /// pyconform
# rules = ["misc.continue-in-finally"]
# features = ["misc"]
# description = "A loop whose body always continues from finally still completes normally and runs its else clause."
# [expect]
# phase = "ok"
# stdout = """
# [0, 1, 2, 'else']
# """
# ///
r = []
for i in range(3):
    try:
        r.append(i)
    finally:
        continue
else:
    r.append('else')
print(r)
