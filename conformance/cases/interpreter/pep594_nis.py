# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "nis is still in the 3.8 standard library: nis (Unix only) provides match and its error class."
# notes = "Platform module: part of CPython 3.8 on Linux builds with the needed system library."
# [expect]
# stdout = '''
# True True
# '''
# [[drift]]
# since = "3.13"
# reason = "nis was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import nis
print(callable(nis.match), issubclass(nis.error, Exception))
