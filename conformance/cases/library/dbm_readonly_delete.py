# /// pyconform
# rules = ["porting.dbm-dumb-modes"]
# features = ["stdlib"]
# description = "Deleting a key from a dbm.dumb database opened read-only raises dbm.dumb.error."
#
# [expect]
# phase = "run"
# exception = "OSError"
# ///
import dbm.dumb
with dbm.dumb.open('db', 'c') as db:
    db[b'k'] = b'v'
db = dbm.dumb.open('db', 'r')
del db[b'k']
