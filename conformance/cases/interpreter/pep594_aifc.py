# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "aifc is still in the 3.8 standard library: aifc reads back the parameters of an AIFF file it wrote."
# [expect]
# stdout = '''
# 2 2 11025 5
# '''
# [[drift]]
# since = "3.13"
# reason = "aifc was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import aifc
a = aifc.open('x.aiff', 'wb')
a.setnchannels(2)
a.setsampwidth(2)
a.setframerate(11025)
a.writeframes(b'\0\0\0\0' * 5)
a.close()
r = aifc.open('x.aiff', 'rb')
print(r.getnchannels(), r.getsampwidth(), r.getframerate(), r.getnframes())
r.close()
