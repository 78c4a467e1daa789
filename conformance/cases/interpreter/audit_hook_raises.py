# /// pyconform
# rules = ["interp.audit.hooks"]
# features = ["audit"]
# description = "An exception raised by a hook propagates out of the audited operation, which does not happen."
#
# [expect]
# phase = "ok"
# stdout = '''
# Denied open
# False
# Denied stop
# opened allowed.txt
# '''
# ///
import sys, os
class Denied(Exception):
    pass
def hook(event, args):
    if event == 'open' and str(args[0]).endswith('forbidden.txt'):
        raise Denied(event)
    if event == 'pyconform.stop':
        raise Denied('stop')
sys.addaudithook(hook)
try:
    open('forbidden.txt', 'w')
except Denied as exc:
    print('Denied', exc)
print(os.path.exists('forbidden.txt'))
try:
    sys.audit('pyconform.stop')
except Denied as exc:
    print('Denied', exc)
with open('allowed.txt', 'w') as f:
    print('opened', f.name)
