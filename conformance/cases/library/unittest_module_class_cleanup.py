# /// pyconform
# rules = ["lib.unittest.module-class-cleanup"]
# features = ["unittest"]
# description = "unittest.addModuleCleanup and TestCase.addClassCleanup register functions run after the module's and class's tests, last in first out."
#
# [expect]
# phase = "ok"
# stdout = '''
# ['test', 'class cleanup 2', 'class cleanup 1', 'module cleanup']
# '''
# ///
import unittest, io, sys
log = []
class T(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.addClassCleanup(log.append, 'class cleanup 1')
        cls.addClassCleanup(log.append, 'class cleanup 2')
    def test_a(self):
        log.append('test')
unittest.addModuleCleanup(log.append, 'module cleanup')
suite = unittest.defaultTestLoader.loadTestsFromTestCase(T)
unittest.TextTestRunner(stream=io.StringIO()).run(suite)
unittest.case.doModuleCleanups()
print(log)
