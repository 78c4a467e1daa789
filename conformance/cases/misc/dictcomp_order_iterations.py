# /// pyconform
# rules = ["misc.dictcomp-order"]
# features = ["misc"]
# description = "Each iteration of a dict comprehension evaluates its key, then its value."
# [expect]
# phase = "ok"
# stdout = """
# {0: 0, 1: 1, 2: 4}
# k0 v0 k1 v1 k2 v2
# """
# ///
trace = []
def key(i):
    trace.append('k%d' % i)
    return i
def val(i):
    trace.append('v%d' % i)
    return i * i
d = {key(i): val(i) for i in range(3)}
print(d)
print(' '.join(trace))
