# /// pyconform
# rules = ["interp.audit.hooks"]
# features = ["audit"]
# description = "sys.audit needs an event name, and once a hook is installed it must be a str (TypeError otherwise; with no hook installed 3.8 does not check); sys.addaudithook needs its hook argument."
#
# [expect]
# phase = "ok"
# stdout = '''
# None None
# TypeError
# TypeError
# TypeError
# TypeError
# '''
# ///
import sys
print(sys.audit(1), sys.audit(b'x'))
sys.addaudithook(lambda event, args: None)
for call in (lambda: sys.audit(), lambda: sys.audit(1), lambda: sys.audit(b'x')):
    try:
        call()
    except TypeError:
        print('TypeError')
try:
    sys.addaudithook()
except TypeError:
    print('TypeError')
