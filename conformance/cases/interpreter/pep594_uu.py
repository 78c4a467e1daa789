# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "uu is still in the 3.8 standard library: uu encodes and decodes data."
# [expect]
# stdout = '''
# b'begin 644 f.txt\n":&D \n \nend\n'
# b'hi'
# '''
# [[drift]]
# since = "3.13"
# reason = "uu was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import uu
import io
i = io.BytesIO(b'hi')
o = io.BytesIO()
uu.encode(i, o, 'f.txt', 0o644)
print(o.getvalue())
o.seek(0)
back = io.BytesIO()
uu.decode(o, back)
print(back.getvalue())
