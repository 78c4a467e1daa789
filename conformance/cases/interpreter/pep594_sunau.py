# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "sunau is still in the 3.8 standard library: sunau reads back the parameters of an AU file it wrote."
# [expect]
# stdout = '''
# 1 2 8000 3
# '''
# [[drift]]
# since = "3.13"
# reason = "sunau was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import sunau
a = sunau.open('x.au', 'wb')
a.setnchannels(1)
a.setsampwidth(2)
a.setframerate(8000)
a.writeframes(b'\0\0' * 3)
a.close()
r = sunau.open('x.au', 'rb')
print(r.getnchannels(), r.getsampwidth(), r.getframerate(), r.getnframes())
r.close()
