# /// pyconform
# rules = ["lib.pickle.protocol5"]
# features = ["pickle"]
# description = "With buffer_callback, a PickleBuffer travels out of band: the pickle holds no data, loads(buffers=) puts it back."
# [expect]
# stdout = '''
# 1 False True
# True tail
# '''
# ///
import pickle
bufs = []
payload = bytearray(b'0123456789' * 10)
data = pickle.dumps([pickle.PickleBuffer(payload), 'tail'], protocol=5, buffer_callback=bufs.append)
print(len(bufs), b'0123456789' in data, len(data) < 100)
back = pickle.loads(data, buffers=bufs)
print(bytes(back[0]) == bytes(payload), back[1])
