# /// pyconform
# rules = ["lib.pickle.protocol5"]
# features = ["pickle"]
# description = "PickleBuffer.raw() is a flat byte memoryview of the buffer; release() frees it and later use raises ValueError."
# [expect]
# stdout = '''
# memoryview B b'hello' False
# ValueError operation forbidden on released PickleBuffer object
# '''
# ///
import pickle
pb = pickle.PickleBuffer(bytearray(b'hello'))
view = pb.raw()
print(type(view).__name__, view.format, view.tobytes(), view.readonly)
pb.release()
try:
    pb.raw()
except ValueError as exc:
    print('ValueError', exc)
