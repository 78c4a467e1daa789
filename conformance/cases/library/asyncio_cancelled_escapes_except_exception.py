# /// pyconform
# rules = ["lib.asyncio.cancelled-base"]
# features = ["asyncio"]
# description = "A CancelledError passes through 'except Exception' and ends asyncio.run uncaught."
#
# [expect]
# phase = "run"
# exception = "CancelledError"
# ///
import asyncio
async def main():
    try:
        raise asyncio.CancelledError()
    except Exception:
        print('not reached')
asyncio.run(main())
