# /// pyconform
# rules = ["lib.pickle.protocol5"]
# features = ["pickle"]
# description = "3.8 pickles up to protocol 5 (HIGHEST_PROTOCOL), the default stays 4, and a protocol-5 pickle starts with PROTO 5."
# [expect]
# stdout = '''
# 5 4
# b'\x80\x05' {'k': [1, 2.5, 'x']}
# '''
# ///
import pickle
print(pickle.HIGHEST_PROTOCOL, pickle.DEFAULT_PROTOCOL)
data = pickle.dumps({'k': [1, 2.5, 'x']}, protocol=5)
print(data[:2], pickle.loads(data))
