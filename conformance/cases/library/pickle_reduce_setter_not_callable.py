# /// pyconform
# rules = ["lib.pickle.reduce-state-setter"]
# features = ["pickle"]
# description = "A state setter that is not callable is rejected by pickle.dumps with PicklingError."
#
# [expect]
# phase = "run"
# exception = "PicklingError"
# ///
import pickle
class C:
    def __reduce__(self):
        return (C, (), {'x': 1}, None, None, 42)
pickle.dumps(C())
