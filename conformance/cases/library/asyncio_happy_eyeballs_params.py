# /// pyconform
# rules = ["lib.asyncio.happy-eyeballs"]
# features = ["asyncio"]
# description = "loop.create_connection has happy_eyeballs_delay and interleave keyword parameters, both None by default."
#
# [expect]
# phase = "ok"
# stdout = '''
# ['happy_eyeballs_delay', 'interleave'] None None
# '''
# ///
import asyncio, inspect
loop = asyncio.new_event_loop()
params = inspect.signature(loop.create_connection).parameters
print([p for p in params if p in ('happy_eyeballs_delay', 'interleave')], params['happy_eyeballs_delay'].default, params['interleave'].default)
loop.close()
