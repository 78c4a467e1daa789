# /// pyconform
# rules = ["lib.threading.excepthook"]
# features = ["stdlib"]
# description = "threading.excepthook is called with exc_type, exc_value, exc_traceback and thread for an exception a thread does not catch."
#
# [expect]
# phase = "ok"
# stdout = '''
# [('KeyError', "'k'", 'worker')]
# '''
# ///
import threading
seen = []
def hook(args):
    seen.append((args.exc_type.__name__, str(args.exc_value), args.thread.name))
threading.excepthook = hook
def boom():
    raise KeyError('k')
t = threading.Thread(target=boom, name='worker')
t.start(); t.join()
print(seen)
