# /// pyconform
# rules = ["dep.callback-keywords"]
# features = ["deprecation"]
# description = "Passing the callable by keyword (callback=, func=, fn=) to ExitStack.callback, weakref.finalize and Executor.submit works and warns DeprecationWarning in 3.8."
#
# [expect]
# phase = "ok"
# stdout = '''
# (None, ['DeprecationWarning'])
# ['DeprecationWarning']
# ['DeprecationWarning'] ran
# ['exitstack']
# '''
#
# [[drift]]
# since = "3.9"
# reason = "3.9 makes the callable positional-only: callback= is a TypeError"
# phase = "run"
# exception = "TypeError"
# ///
import warnings
def caught(fn):
    with warnings.catch_warnings(record=True) as c:
        warnings.simplefilter("always")
        result = fn()
    return result, [w.category.__name__ for w in c]

import contextlib, weakref, concurrent.futures
log = []
def cb_stack():
    with contextlib.ExitStack() as st:
        st.callback(callback=lambda: log.append('exitstack'))
print(caught(cb_stack))
class O:
    pass
o = O()
f, w = caught(lambda: weakref.finalize(o, func=log.append))
print(w)
f.detach()
with concurrent.futures.ThreadPoolExecutor(1) as ex:
    fut, w = caught(lambda: ex.submit(fn=lambda: 'ran'))
    print(w, fut.result())
print(log)
