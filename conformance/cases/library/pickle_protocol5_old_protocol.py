# /// pyconform
# rules = ["lib.pickle.protocol5"]
# features = ["pickle"]
# description = "A PickleBuffer cannot be pickled with protocol 4 or lower (PicklingError)."
# [expect]
# stdout = '''
# PicklingError PickleBuffer can only pickled with protocol >= 5
# '''
# [[drift]]
# since = "3.13"
# reason = "3.13 reworded the message: 'can only be pickled with protocol >= 5'"
# stdout = '''
# PicklingError PickleBuffer can only be pickled with protocol >= 5
# '''
# ///
import pickle
try:
    pickle.dumps(pickle.PickleBuffer(b'xy'), protocol=4)
except pickle.PicklingError as exc:
    print(type(exc).__name__, exc)
