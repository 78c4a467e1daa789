# /// pyconform
# rules = ["lib.pickle.protocol5"]
# features = ["pickle"]
# description = "Pickling a PickleBuffer with protocol 4 raises PicklingError."
# [expect]
# phase = "run"
# exception = "PicklingError"
# stdout = ""
# ///
import pickle
pickle.dumps(pickle.PickleBuffer(b'xy'), protocol=4)
