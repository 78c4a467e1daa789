# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "ossaudiodev is still in the 3.8 standard library: ossaudiodev (Linux) provides open and its error class."
# notes = "Platform module: part of CPython 3.8 on Linux builds with the needed system library."
# [expect]
# stdout = '''
# True True
# '''
# [[drift]]
# since = "3.13"
# reason = "ossaudiodev was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import ossaudiodev
print(callable(ossaudiodev.open), issubclass(ossaudiodev.OSSAudioError, Exception))
