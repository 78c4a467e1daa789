# /// pyconform
# rules = ["misc.dictcomp-order"]
# features = ["misc"]
# description = "When a key raises, the value of that item is never evaluated."
# [expect]
# phase = "ok"
# stdout = """
# KeyError ['key']
# """
# ///
trace = []
def key(i):
    trace.append('key')
    raise KeyError(i)
def val(i):
    trace.append('val')
    return i
try:
    {key(i): val(i) for i in range(2)}
except KeyError:
    print('KeyError', trace)
