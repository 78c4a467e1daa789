# /// pyconform
# rules = ["lib.pickle.default-protocol"]
# features = ["pickle"]
# description = "pickle.DEFAULT_PROTOCOL is 4 and dumps uses it when no protocol is given."
#
# [expect]
# phase = "ok"
# stdout = '''
# 4 b'\x80\x04' 5
# '''
# ///
import pickle, pickletools
data = pickle.dumps([1])
print(pickle.DEFAULT_PROTOCOL, data[:2], pickle.HIGHEST_PROTOCOL)
