# /// pyconform
# rules = ["lib.pickle.protocol5"]
# features = ["pickle"]
# description = "Loading an out-of-band pickle without buffers= raises UnpicklingError."
# [expect]
# phase = "run"
# exception = "UnpicklingError"
# stdout = ""
# ///
import pickle
data = pickle.dumps(pickle.PickleBuffer(b'xyz'), protocol=5, buffer_callback=lambda b: False)
pickle.loads(data)
