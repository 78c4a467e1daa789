# /// pyconform
# rules = ["dep.thread-isalive"]
# features = ["deprecation"]
# description = "Thread.isAlive() still answers in 3.8 and warns DeprecationWarning (removed in 3.9)."
#
# [expect]
# phase = "ok"
# stdout = '''
# (True, ['DeprecationWarning']) True
# '''
#
# [[drift]]
# since = "3.9"
# reason = "3.9 removes Thread.isAlive()"
# phase = "ok"
# stdout = '''
# AttributeError True
# '''
# ///
import warnings
def caught(fn):
    with warnings.catch_warnings(record=True) as c:
        warnings.simplefilter("always")
        result = fn()
    return result, [w.category.__name__ for w in c]

import threading
def probe():
    try:
        return caught(lambda: threading.current_thread().isAlive())
    except AttributeError:
        return 'AttributeError'
print(probe(), threading.current_thread().is_alive())
