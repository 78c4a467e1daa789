# /// pyconform
# rules = ["x38.asyncio-reuse-address"]
# features = ["asyncio", "3.8.x"]
# description = "Since 3.8.1 create_datagram_endpoint(reuse_address=True) is a ValueError (SO_REUSEADDR on UDP is unsafe)."
#
# [expect]
# phase = "run"
# exception = "ValueError"
#
# [[drift]]
# since = "3.11"
# reason = "3.11 removes the reuse_address parameter (TypeError)"
# phase = "run"
# exception = "TypeError"
# ///
import asyncio
loop = asyncio.new_event_loop()
try:
    loop.run_until_complete(loop.create_datagram_endpoint(asyncio.DatagramProtocol, local_addr=('127.0.0.1', 0), reuse_address=True))
finally:
    loop.close()
