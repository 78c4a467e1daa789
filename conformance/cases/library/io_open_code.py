# /// pyconform
# rules = ["interp.audit.open-code"]
# features = ["audit"]
# description = "io.open_code(path) opens a file for reading as bytes ('rb') and raises the open event with mode 'r' (the flags argument is left unchecked: CPython's value is internal)."
#
# [expect]
# phase = "ok"
# stdout = '''
# BufferedReader rb b'print(1)\n'
# [('m.py', 'r')]
# TypeError
# '''
# ///
import io, sys
with open('m.py', 'w') as f:
    f.write('print(1)\n')
events = []
def hook(event, args):
    if event == 'open' and args[0] == 'm.py':
        events.append(args[:2])
sys.addaudithook(hook)
with io.open_code('m.py') as f:
    print(type(f).__name__, f.mode, f.read())
print(events)
try:
    io.open_code(b'm.py')
except TypeError:
    print('TypeError')
