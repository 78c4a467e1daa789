# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "spwd is still in the 3.8 standard library: spwd (Unix only) provides shadow password look-ups."
# notes = "Platform module: part of CPython 3.8 on Linux builds with the needed system library."
# [expect]
# stdout = '''
# True True
# '''
# [[drift]]
# since = "3.13"
# reason = "spwd was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import spwd
print(callable(spwd.getspnam), callable(spwd.getspall))
