# /// pyconform
# rules = ["dep.asyncio-wait-silent"]
# features = ["deprecation"]
# description = "Passing coroutine objects to asyncio.wait is deprecated by the 3.8 text but warns nothing on 3.8.18; they are wrapped in tasks."
#
# [expect]
# phase = "ok"
# stdout = '''
# ([1, 1], 0, [])
# '''
#
# [[drift]]
# since = "3.9"
# reason = "3.9 starts warning DeprecationWarning for coroutines passed to asyncio.wait"
# phase = "ok"
# stdout = '''
# ([1, 1], 0, ['DeprecationWarning'])
# '''
#
# [[drift]]
# since = "3.11"
# reason = "3.11 refuses coroutines in asyncio.wait (TypeError)"
# phase = "run"
# exception = "TypeError"
# ///
import warnings, asyncio
async def one():
    return 1
async def main():
    with warnings.catch_warnings(record=True) as c:
        warnings.simplefilter('always')
        done, pending = await asyncio.wait([one(), one()])
    return sorted(t.result() for t in done), len(pending), [w.category.__name__ for w in c]
print(asyncio.run(main()))
