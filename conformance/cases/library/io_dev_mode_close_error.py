# /// pyconform
# rules = ["lib.io.dev-mode-close-error"]
# features = ["stdlib"]
# description = "In development mode (-X dev) an exception from close() during an IOBase object's finalisation is reported through sys.unraisablehook instead of being silently ignored."
# [run]
# flags = ["-X", "dev"]
#
# [expect]
# phase = "ok"
# stdout = '''
# True [('OSError', 'close failed')]
# '''
# ///
import io, sys, gc
seen = []
sys.unraisablehook = lambda u: seen.append((u.exc_type.__name__, str(u.exc_value)))
class F(io.RawIOBase):
    def close(self):
        raise OSError('close failed')
f = F()
del f
gc.collect()
print(sys.flags.dev_mode, seen)
