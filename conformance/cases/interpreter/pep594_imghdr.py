# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "imghdr is still in the 3.8 standard library: imghdr recognises PNG and GIF headers."
# [expect]
# stdout = '''
# png gif
# '''
# [[drift]]
# since = "3.13"
# reason = "imghdr was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import imghdr
print(imghdr.what(None, h=b'\x89PNG\r\n\x1a\n' + b'\0' * 8), imghdr.what(None, h=b'GIF89a' + b'\0' * 10))
