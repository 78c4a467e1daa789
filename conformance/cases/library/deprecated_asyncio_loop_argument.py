# /// pyconform
# rules = ["dep.asyncio-loop-argument"]
# features = ["deprecation"]
# description = "Passing loop= to asyncio.Lock, Queue, gather and wait_for warns DeprecationWarning in 3.8.18; asyncio.sleep(loop=) with the running loop does not."
#
# [expect]
# phase = "ok"
# stdout = '''
# {'sleep': [], 'Lock': ['DeprecationWarning'], 'Queue': ['DeprecationWarning', 'DeprecationWarning'], 'gather': ['DeprecationWarning'], 'wait_for': ['DeprecationWarning']}
# '''
#
# [[drift]]
# since = "3.9"
# reason = "3.9 also warns for asyncio.sleep(loop=)"
# phase = "ok"
# stdout = '''
# {'sleep': ['DeprecationWarning'], 'Lock': ['DeprecationWarning'], 'Queue': ['DeprecationWarning', 'DeprecationWarning'], 'gather': ['DeprecationWarning'], 'wait_for': ['DeprecationWarning']}
# '''
#
# [[drift]]
# since = "3.10"
# reason = "3.10 removes the loop parameter (TypeError)"
# phase = "run"
# exception = "TypeError"
# ///
import warnings, asyncio
async def main(loop):
    out = {}
    for name, make in (('sleep', lambda: asyncio.sleep(0, loop=loop)), ('Lock', lambda: asyncio.Lock(loop=loop)),
                       ('Queue', lambda: asyncio.Queue(loop=loop)), ('gather', lambda: asyncio.gather(loop=loop)),
                       ('wait_for', lambda: asyncio.wait_for(asyncio.sleep(0), 1, loop=loop))):
        with warnings.catch_warnings(record=True) as c:
            warnings.simplefilter('always')
            obj = make()
            if asyncio.iscoroutine(obj) or asyncio.isfuture(obj):
                await obj
        out[name] = [w.category.__name__ for w in c]
    return out
loop = asyncio.new_event_loop()
print(loop.run_until_complete(main(loop)))
loop.close()
