# /// pyconform
# rules = ["lib.threading.native-id"]
# features = ["stdlib"]
# description = "threading.get_native_id() is the kernel's id of the thread (the process id in the main thread on Linux); Thread.native_id matches it, and is None before start."
#
# [expect]
# phase = "ok"
# stdout = '''
# True
# None
# True True
# '''
# ///
import threading, os
print(threading.get_native_id() == os.getpid())
ids = []
t = threading.Thread(target=lambda: ids.append(threading.get_native_id()))
print(t.native_id)
t.start(); t.join()
print(ids[0] == t.native_id, ids[0] != os.getpid())
