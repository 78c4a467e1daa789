# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "sndhdr is still in the 3.8 standard library: sndhdr identifies a WAV file and its parameters."
# [expect]
# stdout = '''
# ('wav', 8000, 1, 10, 16)
# '''
# [[drift]]
# since = "3.13"
# reason = "sndhdr was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import sndhdr
import wave
w = wave.open('x.wav', 'wb')
w.setnchannels(1)
w.setsampwidth(2)
w.setframerate(8000)
w.writeframes(b'\0\0' * 10)
w.close()
print(tuple(sndhdr.what('x.wav')))
