# /// pyconform
# rules = ["lib.pickle.protocol5"]
# features = ["pickle"]
# description = "Without buffer_callback a PickleBuffer is pickled in band as its bytes (bytearray when writable)."
# [expect]
# stdout = '''
# bytes b'ab'
# bytearray bytearray(b'cd')
# '''
# ///
import pickle
for raw in (b'ab', bytearray(b'cd')):
    back = pickle.loads(pickle.dumps(pickle.PickleBuffer(raw), protocol=5))
    print(type(back).__name__, back)
