# /// pyconform
# rules = ["interp.xoptions.runtime"]
# features = ["interpreter"]
# description = "PYTHONFAULTHANDLER and PYTHONTRACEMALLOC do what -X faulthandler and -X tracemalloc do, without adding to sys._xoptions."
# [run]
# env = {PYTHONFAULTHANDLER = "1", PYTHONTRACEMALLOC = "2"}
#
# [expect]
# phase = "ok"
# stdout = '''
# True True 2 {}
# '''
# ///
import sys, faulthandler, tracemalloc
print(faulthandler.is_enabled(), tracemalloc.is_tracing(), tracemalloc.get_traceback_limit(), sys._xoptions)
