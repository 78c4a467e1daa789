# /// pyconform
# rules = ["interp.audit.events"]
# features = ["audit"]
# description = "The interpreter raises audit events for open(), exec(), compile() and import, with the documented arguments."
#
# [expect]
# phase = "ok"
# stdout = '''
# ('open', 'data.txt', 'w')
# ('compile', b'y = 1', 'snippet')
# ('exec', 'code')
# ('open', 'pyconform_audit_mod.py', 'w')
# ('import', 'pyconform_audit_mod')
# ('compile', b'V = 1\n', 'pyconform_audit_mod.py')
# ('exec', 'code')
# '''
# ///
import os, sys
log = []
active = [True]
def hook(event, args):
    if not active[0]:
        return
    if event == 'open':
        log.append((event, args[0], args[1]))
    elif event == 'compile':
        log.append((event, args[0], os.path.basename(args[1])))
    elif event == 'exec':
        log.append((event, type(args[0]).__name__))
    elif event == 'import' and args[0] == 'pyconform_audit_mod':
        log.append((event, args[0]))
sys.addaudithook(hook)
with open('data.txt', 'w') as f:
    f.write('x')
code = compile('y = 1', 'snippet', 'exec')
exec(code, {})
with open('pyconform_audit_mod.py', 'w') as f:
    f.write('V = 1\n')
sys.path.insert(0, '.')
import pyconform_audit_mod
active[0] = False
for entry in log:
    if entry[0] != 'open' or entry[1] in ('data.txt', 'pyconform_audit_mod.py'):
        print(entry)
