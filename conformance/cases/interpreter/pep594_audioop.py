# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "audioop is still in the 3.8 standard library: audioop computes the peak of 16-bit samples."
# [expect]
# stdout = '''
# 32767 0
# '''
# [[drift]]
# since = "3.13"
# reason = "audioop was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import audioop
print(audioop.max(b'\x01\x00\xff\x7f', 2), audioop.rms(b'\x00\x00\x00\x00', 2))
