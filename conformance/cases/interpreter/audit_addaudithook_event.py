# /// pyconform
# rules = ["interp.audit.hooks"]
# features = ["audit"]
# description = "Adding a hook raises the audit event sys.addaudithook, seen by the hooks already installed; a hook that raises RuntimeError there makes the new hook silently not added."
#
# [expect]
# phase = "ok"
# stdout = '''
# None
# ['sys.addaudithook']
# '''
# ///
import sys
calls = []
def guard(event, args):
    if event == 'sys.addaudithook':
        calls.append(event)
        raise RuntimeError('no more hooks')
def late(event, args):
    if event.startswith('pyconform.'):
        calls.append('late saw ' + event)
sys.addaudithook(guard)
print(sys.addaudithook(late))
sys.audit('pyconform.check')
print(calls)
