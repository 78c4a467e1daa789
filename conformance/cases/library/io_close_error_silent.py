# /// pyconform
# rules = ["lib.io.dev-mode-close-error"]
# features = ["stdlib"]
# description = "Outside development mode an exception from close() during finalisation is still silently ignored."
#
# [expect]
# phase = "ok"
# stdout = '''
# False []
# '''
#
# [[drift]]
# since = "3.13"
# reason = "3.13 reports close() errors during finalisation in every mode, not only in development mode"
# phase = "ok"
# stdout = '''
# False ['OSError']
# '''
# ///
import io, sys, gc
seen = []
sys.unraisablehook = lambda u: seen.append(u.exc_type.__name__)
class F(io.RawIOBase):
    def close(self):
        raise OSError('close failed')
f = F()
del f
gc.collect()
print(sys.flags.dev_mode, seen)
