# /// pyconform
# rules = ["lib.asyncio.transport-socket"]
# features = ["asyncio"]
# description = "A transport's get_extra_info('socket') returns an asyncio.trsock.TransportSocket wrapper, not the raw socket."
#
# [expect]
# phase = "ok"
# stdout = '''
# asyncio.trsock TransportSocket False True
# '''
# ///
import asyncio, socket
async def main():
    a, b = socket.socketpair()
    reader, writer = await asyncio.open_connection(sock=a)
    s = writer.get_extra_info('socket')
    print(type(s).__module__, type(s).__name__, isinstance(s, socket.socket), s.family == socket.AF_UNIX)
    writer.close()
    b.close()
asyncio.run(main())
