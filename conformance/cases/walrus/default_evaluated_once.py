# /// pyconform
# rules = ["walrus.default-annotation"]
# features = ["walrus"]
# description = "The default walrus runs when def executes, not on each call."
# [expect]
# phase = "ok"
# stdout = """
# 1 1 1 1
# """
# ///
counter = 0
def bump():
    global counter
    counter += 1
    return counter
def f(a=(d := bump())):
    return a
print(f(), f(), d, counter)
