# /// pyconform
# rules = ["interp.xoptions.runtime"]
# features = ["interpreter"]
# description = "-X faulthandler and -X tracemalloc=N are visible from Python: faulthandler is enabled, tracemalloc traces with N frames, and both appear in sys._xoptions."
# [run]
# flags = ["-X", "faulthandler", "-X", "tracemalloc=3"]
#
# [expect]
# phase = "ok"
# stdout = '''
# True True 3
# [('faulthandler', True), ('tracemalloc', '3')]
# '''
# ///
import sys, faulthandler, tracemalloc
print(faulthandler.is_enabled(), tracemalloc.is_tracing(), tracemalloc.get_traceback_limit())
print(sorted(sys._xoptions.items()))
