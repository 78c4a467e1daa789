# /// pyconform
# rules = ["lib.unittest.asyncmock"]
# features = ["unittest"]
# description = "unittest.mock.AsyncMock is awaitable when called and records awaits; mock's assert_awaited_* methods check them."
#
# [expect]
# phase = "ok"
# stdout = '''
# 5 1 call(1, k=2)
# function True
# AssertionError
# '''
# ///
import asyncio
from unittest import mock
m = mock.AsyncMock(return_value=5)
async def main():
    return await m(1, k=2)
print(asyncio.run(main()), m.await_count, m.await_args)
m.assert_awaited_once_with(1, k=2)
async def f(): pass
print(type(mock.create_autospec(f)).__name__, asyncio.iscoroutinefunction(mock.AsyncMock()))
try:
    m.assert_awaited_with(3)
except AssertionError:
    print('AssertionError')
