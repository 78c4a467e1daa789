# /// pyconform
# rules = ["lib.unittest.isolated-asyncio"]
# features = ["unittest"]
# description = "unittest.IsolatedAsyncioTestCase runs coroutine test methods and async setUp/tearDown in an event loop of its own."
#
# [expect]
# phase = "ok"
# stdout = '''
# 1 True ['asyncSetUp', 'awaited', 'asyncTearDown']
# '''
# ///
import unittest, io
log = []
class T(unittest.IsolatedAsyncioTestCase):
    async def asyncSetUp(self):
        log.append('asyncSetUp')
    async def test_x(self):
        import asyncio
        log.append(await asyncio.sleep(0, result='awaited'))
    async def asyncTearDown(self):
        log.append('asyncTearDown')
r = unittest.TextTestRunner(stream=io.StringIO()).run(unittest.defaultTestLoader.loadTestsFromTestCase(T))
print(r.testsRun, r.wasSuccessful(), log)
