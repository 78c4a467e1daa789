# /// pyconform
# rules = ["interp.audit.hooks"]
# features = ["audit"]
# description = "A hook added with sys.addaudithook is called with the event name and the argument tuple of every sys.audit call, in the order hooks were added."
#
# [expect]
# phase = "ok"
# stdout = '''
# None
# ('first', 'pyconform.ping', (1, 'two', None))
# ('second', 'pyconform.ping', (1, 'two', None))
# ('first', 'pyconform.empty', ())
# ('second', 'pyconform.empty', ())
# '''
# ///
import sys
seen = []
active = [True]
def first(event, args):
    if active[0] and event.startswith('pyconform.'):
        seen.append(('first', event, args))
def second(event, args):
    if active[0] and event.startswith('pyconform.'):
        seen.append(('second', event, args))
sys.addaudithook(first)
sys.addaudithook(second)
print(sys.audit('pyconform.ping', 1, 'two', None))
sys.audit('pyconform.empty')
active[0] = False
for entry in seen:
    print(entry)
