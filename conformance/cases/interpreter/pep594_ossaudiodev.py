# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "ossaudiodev is still in the 3.8 standard library: ossaudiodev.open really tries the device and fails with FileNotFoundError for a missing one."
# notes = "Platform module: part of CPython 3.8 on Linux builds with the needed system library."
# [expect]
# stdout = '''
# FileNotFoundError True
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
try:
    ossaudiodev.open('/nonexistent-pyconform-dir/dsp', 'w')
    print('opened')
except OSError as e:
    print(type(e).__name__, issubclass(ossaudiodev.OSSAudioError, Exception))
