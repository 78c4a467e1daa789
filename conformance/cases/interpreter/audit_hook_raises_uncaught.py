# /// pyconform
# rules = ["interp.audit.hooks"]
# features = ["audit"]
# description = "An exception from an audit hook propagates out of open() uncaught, and the file is not created."
#
# [expect]
# phase = "run"
# stdout = '''
# False
# '''
# exception = "Denied"
# ///
import sys, os
class Denied(Exception):
    pass
def hook(event, args):
    if event == 'open' and str(args[0]).endswith('forbidden.txt'):
        raise Denied(event)
sys.addaudithook(hook)
print(os.path.exists('forbidden.txt'))
open('forbidden.txt', 'w')
