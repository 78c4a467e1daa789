# /// pyconform
# rules = ["dep.asyncio-coroutine"]
# features = ["deprecation"]
# description = "@asyncio.coroutine still works in 3.8 and warns DeprecationWarning when it decorates."
#
# [expect]
# phase = "ok"
# stdout = '''
# ['DeprecationWarning'] 3
# '''
#
# [[drift]]
# since = "3.11"
# reason = "3.11 removes asyncio.coroutine"
# phase = "run"
# exception = "AttributeError"
# ///
import warnings
def caught(fn):
    with warnings.catch_warnings(record=True) as c:
        warnings.simplefilter("always")
        result = fn()
    return result, [w.category.__name__ for w in c]

import asyncio
def gen():
    return (yield from asyncio.sleep(0, result=3))
co, warned = caught(lambda: asyncio.coroutine(gen))
print(warned, asyncio.run(co()))
