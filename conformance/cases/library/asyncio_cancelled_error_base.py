# /// pyconform
# rules = ["lib.asyncio.cancelled-base"]
# features = ["asyncio"]
# description = "asyncio.CancelledError derives from BaseException, not Exception, so 'except Exception' no longer catches a cancellation."
#
# [expect]
# phase = "ok"
# stdout = '''
# True False
# False
# ['cancelled']
# '''
# ///
import asyncio, concurrent.futures
print(issubclass(asyncio.CancelledError, BaseException), issubclass(asyncio.CancelledError, Exception))
print(asyncio.CancelledError is concurrent.futures.CancelledError)
async def victim(log):
    try:
        await asyncio.sleep(10)
    except Exception:
        log.append('caught by except Exception')
async def main():
    log = []
    t = asyncio.ensure_future(victim(log))
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        log.append('cancelled')
    return log
print(asyncio.run(main()))
