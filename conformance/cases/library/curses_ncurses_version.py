# /// pyconform
# rules = ["lib.curses.ncurses-version"]
# features = ["stdlib"]
# description = "curses.ncurses_version is a named tuple (major, minor, patch) of the linked ncurses."
#
# [expect]
# phase = "ok"
# stdout = '''
# ncurses_version None True True
# '''
# ///
import curses
v = curses.ncurses_version
print(type(v).__name__, v._fields if hasattr(v, '_fields') else None, all(isinstance(x, int) for x in v), v.major >= 5)
