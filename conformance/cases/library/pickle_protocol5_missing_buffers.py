# /// pyconform
# rules = ["lib.pickle.protocol5"]
# features = ["pickle"]
# description = "Loading an out-of-band pickle without buffers= is an UnpicklingError."
# [expect]
# stdout = '''
# UnpicklingError pickle stream refers to out-of-band data but no *buffers* argument was given
# '''
# ///
import pickle
bufs = []
data = pickle.dumps(pickle.PickleBuffer(b'xyz'), protocol=5, buffer_callback=bufs.append)
try:
    pickle.loads(data)
except pickle.UnpicklingError as exc:
    print(type(exc).__name__, exc)
