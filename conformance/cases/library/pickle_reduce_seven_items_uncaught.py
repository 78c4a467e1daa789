# /// pyconform
# rules = ["lib.pickle.reduce-state-setter"]
# features = ["pickle"]
# description = "pickle.dumps raises PicklingError for a __reduce__ tuple of seven items."
#
# [expect]
# phase = "run"
# exception = "PicklingError"
# ///
import pickle
class C:
    def __reduce__(self):
        return (C, (), None, None, None, None, None)
pickle.dumps(C())
