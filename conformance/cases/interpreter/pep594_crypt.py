# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "crypt is still in the 3.8 standard library: crypt (Unix only) exposes crypt() and the list of methods."
# notes = "Platform module: part of CPython 3.8 on Linux builds with the needed system library."
# [expect]
# stdout = '''
# True True
# '''
# [[drift]]
# since = "3.13"
# reason = "crypt was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import crypt
print(callable(crypt.crypt), isinstance(crypt.methods, list))
