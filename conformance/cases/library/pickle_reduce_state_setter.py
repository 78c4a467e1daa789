# /// pyconform
# rules = ["lib.pickle.reduce-state-setter"]
# features = ["pickle"]
# description = "__reduce__ may return a sixth item, a state setter called as setter(obj, state) instead of __setstate__."
#
# [expect]
# phase = "ok"
# stdout = '''
# 0 [('setter', {'x': 1})]
# 1 [('setter', {'x': 1})]
# 2 [('setter', {'x': 1})]
# 3 [('setter', {'x': 1})]
# 4 [('setter', {'x': 1})]
# 5 [('setter', {'x': 1})]
# '''
# ///
import pickle, copyreg
def setter(obj, state):
    obj.log.append(('setter', state))
class C:
    def __init__(self):
        self.log = []
    def __setstate__(self, state):
        self.log.append(('__setstate__', state))
    def __reduce__(self):
        return (C, (), {'x': 1}, None, None, setter)
for proto in range(0, pickle.HIGHEST_PROTOCOL + 1):
    print(proto, pickle.loads(pickle.dumps(C(), protocol=proto)).log)
