# /// pyconform
# rules = ["interp.audit.hooks"]
# features = ["audit"]
# description = "sys offers no way to remove an audit hook: there is no removal function and hooks stay called after their references are gone."
#
# [expect]
# phase = "ok"
# stdout = '''
# ['pyconform.later'] ['addaudithook', 'audit']
# '''
# ///
import sys, gc
hits = []
def add():
    def hook(event, args):
        if event == 'pyconform.later':
            hits.append(event)
    sys.addaudithook(hook)
add()
gc.collect()
sys.audit('pyconform.later')
print(hits, [n for n in dir(sys) if 'audit' in n])
