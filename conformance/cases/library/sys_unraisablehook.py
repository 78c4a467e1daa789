# /// pyconform
# rules = ["lib.sys.unraisablehook"]
# features = ["stdlib"]
# description = "sys.unraisablehook receives an object with exc_type, exc_value, exc_traceback, err_msg and object for an exception that cannot be raised (here from __del__)."
#
# [expect]
# phase = "ok"
# stdout = '''
# [('ValueError', 'in del', None, 'function')]
# True
# '''
# ///
import sys
seen = []
def hook(u):
    seen.append((u.exc_type.__name__, str(u.exc_value), u.err_msg, type(u.object).__name__))
sys.unraisablehook = hook
class C:
    def __del__(self):
        raise ValueError('in del')
c = C()
del c
import gc
gc.collect()
print(seen)
print(sys.__unraisablehook__ is not hook)
