# /// pyconform
# rules = ["interp.pep594.present"]
# features = ["interpreter", "pep594"]
# description = "xdrlib is still in the 3.8 standard library: xdrlib packs and unpacks XDR data."
# [expect]
# stdout = '''
# b'\x00\x00\x00\x01\x00\x00\x00\x02ab\x00\x00' 1
# '''
# [[drift]]
# since = "3.13"
# reason = "xdrlib was removed from the standard library in 3.13"
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import warnings
warnings.simplefilter('ignore')
import xdrlib
p = xdrlib.Packer()
p.pack_int(1)
p.pack_string(b'ab')
print(p.get_buffer(), xdrlib.Unpacker(p.get_buffer()).unpack_int())
