# /// pyconform
# rules = ["rm.removed-names"]
# features = ["removal"]
# description = "platform.popen, time.clock, cgi.escape/parse_qs/parse_qsl, tarfile.filemode, sqlite3.Cache/Statement and sys.set/get_coroutine_wrapper are gone in 3.8."
#
# [expect]
# phase = "ok"
# stdout = '''
# platform popen False
# time clock False
# cgi escape False
# cgi parse_qs False
# cgi parse_qsl False
# tarfile filemode False
# sqlite3 Cache False
# sqlite3 Statement False
# sys set_coroutine_wrapper False
# sys get_coroutine_wrapper False
# '''
#
# [[drift]]
# since = "3.13"
# reason = "3.13 removes the cgi module (PEP 594)"
# phase = "run"
# exception = "ModuleNotFoundError"
# ///
import platform, time, cgi, tarfile, sqlite3, sys
for mod, name in ((platform, 'popen'), (time, 'clock'), (cgi, 'escape'), (cgi, 'parse_qs'), (cgi, 'parse_qsl'), (tarfile, 'filemode'),
                  (sqlite3, 'Cache'), (sqlite3, 'Statement'), (sys, 'set_coroutine_wrapper'), (sys, 'get_coroutine_wrapper')):
    print(mod.__name__, name, hasattr(mod, name))
