# /// pyconform
# rules = ["dep.set-default-executor"]
# features = ["deprecation"]
# description = "loop.set_default_executor with an executor that is not a ThreadPoolExecutor warns DeprecationWarning; a ThreadPoolExecutor does not."
#
# [expect]
# phase = "ok"
# stdout = '''
# (None, ['DeprecationWarning'])
# (None, [])
# '''
#
# [[drift]]
# since = "3.11"
# reason = "3.11 requires a ThreadPoolExecutor (TypeError)"
# phase = "run"
# exception = "TypeError"
# ///
import warnings
def caught(fn):
    with warnings.catch_warnings(record=True) as c:
        warnings.simplefilter("always")
        result = fn()
    return result, [w.category.__name__ for w in c]

import asyncio, concurrent.futures
class Other(concurrent.futures.Executor):
    pass
loop = asyncio.new_event_loop()
print(caught(lambda: loop.set_default_executor(Other())))
print(caught(lambda: loop.set_default_executor(concurrent.futures.ThreadPoolExecutor(1))))
loop.close()
