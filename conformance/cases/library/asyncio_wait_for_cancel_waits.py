# /// pyconform
# rules = ["lib.asyncio.wait-for-cancel"]
# features = ["asyncio"]
# description = "On timeout, asyncio.wait_for cancels the inner task and waits until it has finished cancelling before raising TimeoutError."
#
# [expect]
# phase = "ok"
# stdout = '''
# ['cleanup start', 'cleanup end', 'timeout']
# '''
# ///
import asyncio
log = []
async def slow():
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        log.append('cleanup start')
        await asyncio.sleep(0.01)
        log.append('cleanup end')
        raise
async def main():
    try:
        await asyncio.wait_for(slow(), 0.01)
    except asyncio.TimeoutError:
        log.append('timeout')
asyncio.run(main())
print(log)
