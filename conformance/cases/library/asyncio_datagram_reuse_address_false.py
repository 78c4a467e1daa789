# /// pyconform
# rules = ["x38.asyncio-reuse-address"]
# features = ["asyncio", "3.8.x"]
# description = "Since 3.8.1 create_datagram_endpoint(reuse_address=False) still works, with a DeprecationWarning."
#
# [expect]
# phase = "ok"
# stdout = '''
# ['DeprecationWarning']
# '''
#
# [[drift]]
# since = "3.11"
# reason = "3.11 removes the reuse_address parameter (TypeError)"
# phase = "run"
# exception = "TypeError"
# ///
import asyncio, warnings
async def main():
    loop = asyncio.get_running_loop()
    with warnings.catch_warnings(record=True) as c:
        warnings.simplefilter('always')
        transport, proto = await loop.create_datagram_endpoint(asyncio.DatagramProtocol, local_addr=('127.0.0.1', 0), reuse_address=False)
    transport.close()
    return [w.category.__name__ for w in c]
print(asyncio.run(main()))
