# /// pyconform
# rules = ["interp.audit.hooks"]
# features = ["audit"]
# description = "When a hook raises an Exception subclass on the sys.addaudithook event, 3.8 silently does not add the new hook; a BaseException that is not an Exception propagates from sys.addaudithook."
#
# [expect]
# phase = "ok"
# stdout = '''
# None
# []
# Stop refused
# '''
# ///
import sys
class Stop(BaseException):
    pass
mode = ['exception']
def guard(event, args):
    if event == 'sys.addaudithook':
        if mode[0] == 'exception':
            raise PermissionError('refused')
        raise Stop('refused')
sys.addaudithook(guard)
added = []
print(sys.addaudithook(lambda e, a: added.append(e) if e == 'pyconform.x' else None))
sys.audit('pyconform.x')
print(added)
mode[0] = 'base'
try:
    sys.addaudithook(lambda e, a: None)
except Stop as exc:
    print('Stop', exc)
