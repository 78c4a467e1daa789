# /// pyconform
# rules = ["porting.dbm-dumb-modes"]
# features = ["stdlib"]
# description = "dbm.dumb opened with 'r' is read-only (writing or deleting raises dbm.dumb.error) and neither 'r' nor 'w' creates a missing database."
#
# [expect]
# phase = "ok"
# stdout = '''
# r FileNotFoundError
# w FileNotFoundError
# dbm.dumb.error The database is opened for reading only
# dbm.dumb.error The database is opened for reading only
# b'v'
# '''
# ///
import dbm.dumb
for flag in ('r', 'w'):
    try:
        dbm.dumb.open('missing', flag)
    except FileNotFoundError:
        print(flag, 'FileNotFoundError')
with dbm.dumb.open('db', 'c') as db:
    db[b'k'] = b'v'
with dbm.dumb.open('db', 'r') as db:
    for action in (lambda: db.__setitem__(b'k2', b'v'), lambda: db.__delitem__(b'k')):
        try:
            action()
        except dbm.dumb.error as exc:
            print('dbm.dumb.error', exc)
    print(db[b'k'])
