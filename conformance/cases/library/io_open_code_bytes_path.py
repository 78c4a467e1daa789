# /// pyconform
# rules = ["interp.audit.open-code"]
# features = ["audit"]
# description = "io.open_code takes only a str path: a bytes path is a TypeError."
#
# [expect]
# phase = "run"
# exception = "TypeError"
# ///
import io
with open('m.py', 'w') as f:
    f.write('')
io.open_code(b'm.py')
